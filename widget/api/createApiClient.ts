import type { KyInstance } from 'ky';
import type * as LaterCalls from './laterCalls.ts';
import type * as v from 'valibot';
// Each schema from its own module, not the contract barrel: the barrel would bring the request
// schemas (used by the reference API only) into the first step's JS.
import { SettingsSchema } from '../../shared/contract/settings.ts';
import { validate } from '../../shared/contract/validate.ts';
import type {
  AcceptWaitListOfferRequest,
  BackFromTerminalRequest,
  CreateBookingRequest,
  EditBookingRequest,
  FinalizeRequest,
  MenuRespondRequest,
  MenusUpdateRequest,
  PaymentTerminalRequest,
  ProposalRespondRequest,
  UpdateBookingRequest,
} from '../../shared/contract/index.ts';
import type * as AnswerSchemas from './answerSchemas.ts';
import { HttpError, NetworkError, ResponseValidationError } from './errors.ts';
import { idempotencyKey } from './idempotencyKey.ts';
import { takePrefetched } from '../../shared/startup/prefetchRegistry.ts';

type Answers = typeof AnswerSchemas;
/** A schema, or how to pick one from the answers' schemas, which load on first use. */
type SchemaOf = v.GenericSchema | ((answers: Answers) => v.GenericSchema);
type OutputOf<S extends SchemaOf> = S extends (answers: Answers) => infer R
  ? R extends v.GenericSchema
    ? v.InferOutput<R>
    : never
  : S extends v.GenericSchema
    ? v.InferOutput<S>
    : never;

// The first step validates only the settings, and reads the loader's answer without ky. The
// other answers' schemas and ky load together (laterCalls.ts, with i18next) after the first
// step, at the latest with the first call that needs them, in parallel with its request
// (DESIGN §6 budget; issue 32: ky is 4 KB gzip off the first step). A failed load is forgotten,
// so the next call tries again.
let later: Promise<typeof LaterCalls> | undefined;
const loadLater = () =>
  (later ??= import('./laterCalls.ts').catch((error: unknown) => {
    later = undefined;
    throw error;
  }));

/**
 * Fetches the answer schemas and ky ahead of the first call that needs them (issue 16), while the
 * guest is on a step.
 */
export function preloadNextCalls(): void {
  loadLater().catch(() => undefined);
}

function schemaFor(schemaOf: SchemaOf): Promise<v.GenericSchema> {
  if (typeof schemaOf !== 'function') return Promise.resolve(schemaOf);
  const picked = loadLater().then((all) => schemaOf(all));
  // Awaited after the response; a failed chunk load must not count as unhandled before that.
  picked.catch(() => undefined);
  return picked;
}

export interface ApiClientOptions {
  /** The booking API plus `/v1`, e.g. `https://api.example.com/v1`. */
  apiBase: string;
  /** Sent as the `system` header on every call (DESIGN §3). */
  system: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

/** A GET the client can describe: the query cache keys on it and repeats it after a 504. */
export interface GetRequest<T> {
  key: string;
  run(): Promise<T>;
}

function searchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // The API reads arrays as repeated parameters (doc 1 §7).
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  params.sort();
  return params;
}

async function readErrorBody(response: Response): Promise<{ text: string; code?: number }> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    const code = (body as { code?: unknown } | null)?.code;
    return { text, ...(typeof code === 'number' ? { code } : {}) };
  } catch {
    return { text };
  }
}

/**
 * How long the widget waits for an answer before it treats the request as unanswered and
 * offers Try again (doc 1 §8 "No status"). Doc 1 §7's "no timeout" is read as "never fail a
 * slow answer early": half a minute is far beyond any answer a guest would wait for
 * (docs/decisions/contract.md).
 */
export const GIVE_UP_MS = 30_000;

/** The widget's one way to the booking API: every answer is checked against the contract. */
export function createApiClient(options: ApiClientOptions) {
  const base = options.apiBase.replace(/\/+$/, '') + '/';
  // A header value with a newline or other control character makes `new Headers()` throw on
  // every call; such a system id is never sent (the instance shows the broken-link page).
  const sendable = /^[\x21-\x7e]+$/.test(options.system);
  const headers: Record<string, string> = sendable ? { system: options.system } : {};
  /** GETs started before ky had arrived, by URL: ky's request takes its answer. */
  const started = new Map<string, Promise<Response>>();
  let http: KyInstance | undefined;
  const client = async () =>
    (http ??= (await loadLater()).ky.create({
      prefixUrl: base,
      headers,
      // Queries retry once; mutations never (DESIGN §3).
      retry: { limit: 1, methods: ['get'] },
      timeout: GIVE_UP_MS,
      hooks: {
        beforeRequest: [
          // The loader may already have asked (settings, while the bundle downloaded), or this
          // client while ky loaded.
          async (request) => {
            if (request.method !== 'GET') return undefined;
            // This client's own: a failure is ky's to judge as its own fetch's (a network error
            // retried once, the give-up time not).
            const mine = started.get(request.url);
            if (mine) {
              started.delete(request.url);
              return mine;
            }
            const early = takePrefetched<Response>(request.url);
            return early ? early.catch(() => undefined) : undefined;
          },
        ],
      },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }));

  /** The URL ky requests for a GET: its prefix and path, and the query when there is one. */
  const urlOf = (path: string, query?: Query) => {
    const href = new URL(base + path).href;
    const search = query ? searchParams(query).toString() : '';
    return search ? href.replace(/(?:\?.*?)?(?=#|$)/, `?${search}`) : href;
  };

  /**
   * A GET's answer without ky when the loader's is already there and good (the first step's
   * settings). Otherwise ky's request takes what was started: a failed answer to judge, or,
   * while ky is still loading, the request this starts now, as the loader would have.
   */
  async function answerBeforeKy(path: string, query?: Query): Promise<Response | undefined> {
    const url = urlOf(path, query);
    const prefetched = takePrefetched<Response>(url);
    if (prefetched) {
      const response = await prefetched.catch(() => undefined);
      if (response?.ok) return response;
      if (response) started.set(url, Promise.resolve(response));
      return undefined;
    }
    if (!http && !started.has(url)) {
      const doFetch = options.fetch ?? fetch;
      // Given up as ky gives up its own (a TimeoutError, not retried).
      const giveUp = new AbortController();
      const timer = setTimeout(
        () => giveUp.abort(new DOMException('no answer', 'TimeoutError')),
        GIVE_UP_MS,
      );
      const request = doFetch(url, { headers, signal: giveUp.signal });
      void request.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
      // Taken by ky's request below; a rejection is ky's to see, as a network error.
      request.catch(() => undefined);
      started.set(url, request);
    }
    return undefined;
  }

  // A mutation that got no answer keeps its idempotency key: sent again (Try again), it is the
  // same request to the API, which carries it out once however often it arrives (DESIGN §3).
  const unanswered = new Map<string, string>();

  async function send<S extends SchemaOf>(
    method: 'get' | 'post' | 'put',
    path: string,
    schemaOf: S,
    init: { query?: Query; body?: unknown } = {},
  ): Promise<OutputOf<S>> {
    const upper = method.toUpperCase();
    const schema = schemaFor(schemaOf);
    const url = base + path;
    const same = `${upper} ${path} ${JSON.stringify(init.body ?? {})}`;
    const key = method === 'get' ? '' : (unanswered.get(same) ?? idempotencyKey());
    if (key) unanswered.set(same, key);
    let response: Response | undefined =
      method === 'get' ? await answerBeforeKy(path, init.query) : undefined;
    try {
      response ??= await (
        await client()
      )(path, {
        method,
        ...(init.query ? { searchParams: searchParams(init.query) } : {}),
        ...(key ? { json: init.body ?? {}, headers: { 'Idempotency-Key': key } } : {}),
      });
      unanswered.delete(same);
    } catch (error) {
      const ky = await loadLater().catch(() => undefined);
      if (ky && error instanceof ky.HTTPError) {
        unanswered.delete(same);
        const { text, code } = await readErrorBody(error.response);
        throw new HttpError(upper, url, error.response.status, text, code);
      }
      throw new NetworkError(upper, url, error);
    }
    const data: unknown = await response.json().catch(() => undefined);
    const result = validate(await schema, data);
    if (!result.ok) throw new ResponseValidationError(upper, url, result.field, result.message);
    return result.value as OutputOf<S>;
  }

  const get = <S extends SchemaOf>(path: string, schema: S, query?: Query) => {
    const qs = query ? searchParams(query).toString() : '';
    return {
      key: `GET ${path.toLowerCase()}${qs ? '?' + qs : ''}`,
      run: () => send('get', path, schema, query ? { query } : {}),
    } satisfies GetRequest<OutputOf<S>>;
  };

  const booking = (guid: string, action = '') =>
    `WebBooking/WebBookings/${encodeURIComponent(guid)}${action ? '/' + action : ''}`;

  return {
    settings: (unitId: number | string) =>
      get(`booking/externalBookingSettings/${encodeURIComponent(String(unitId))}`, SettingsSchema),
    dayStates: (query: Query) =>
      get('WebBooking/dayStates', (a: Answers) => a.DayStatesSchema, query),
    availableTimes: (query: Query) =>
      get('WebBooking/availableTimes', (a: Answers) => a.AvailableTimesSchema, query),
    booking: (guid: string, query: Query = {}) =>
      get(booking(guid), (a: Answers) => a.BookingSchema, query),
    articleStocks: (query: Query) =>
      get('WebBooking/WebBookings/articleStocks', (a: Answers) => a.ArticleStocksSchema, query),

    createBooking: (body: CreateBookingRequest) =>
      send('post', 'WebBooking/WebBookings', (a: Answers) => a.BookingSchema, { body }),
    updateBooking: (guid: string, body: UpdateBookingRequest) =>
      send('put', booking(guid), (a: Answers) => a.BookingSchema, { body }),
    finalize: (guid: string, body: FinalizeRequest) =>
      send('post', booking(guid, 'Finalize'), (a: Answers) => a.BookingSchema, { body }),
    paymentTerminal: (guid: string, body: PaymentTerminalRequest) =>
      send(
        'post',
        booking(guid, 'PaymentTerminal'),
        (a: Answers) => a.PaymentTerminalResponseSchema,
        { body },
      ),
    backFromPaymentTerminal: (guid: string, body: BackFromTerminalRequest) =>
      send(
        'post',
        booking(guid, 'BackFromPaymentTerminal'),
        (a: Answers) => a.BackFromTerminalResponseSchema,
        {
          body,
        },
      ),
    cancel: (guid: string) =>
      send('post', booking(guid, 'Cancel'), (a: Answers) => a.BookingSchema, { body: {} }),
    clear: (guid: string) =>
      send('post', booking(guid, 'Clear'), (a: Answers) => a.BookingSchema, { body: {} }),
    refresh: (guid: string) =>
      send('post', booking(guid, 'Refresh'), (a: Answers) => a.BookingSchema, { body: {} }),
    edit: (guid: string, body: EditBookingRequest) =>
      send('put', booking(guid, 'Edit'), (a: Answers) => a.BookingSchema, { body }),
    updateMenus: (guid: string, body: MenusUpdateRequest) =>
      send('put', booking(guid, 'Menus'), (a: Answers) => a.BookingSchema, { body }),
    acceptWaitListOffer: (guid: string, body: AcceptWaitListOfferRequest) =>
      send('post', booking(guid, 'AcceptWaitListOffer'), (a: Answers) => a.BookingSchema, { body }),
    respondToProposal: (guid: string, body: ProposalRespondRequest) =>
      send('post', booking(guid, 'InquiryProposalRespond'), (a: Answers) => a.BookingSchema, {
        body,
      }),
    respondToMenu: (body: MenuRespondRequest) =>
      send('post', 'BookingMenu/BookingMenusExternal/Respond', (a: Answers) => a.BookingSchema, {
        body,
      }),

    /**
     * Best-effort release of an unfinalized booking while the page goes away (doc 1 §4): a
     * keepalive request outlives the page; its answer is never read.
     */
    releaseOnUnload(guid: string): void {
      // Guarded like every other call: a system id that cannot be a header names no venue the
      // API knows (such an instance is a broken link and never booked), so nothing is sent.
      if (!sendable) return;
      const doFetch = options.fetch ?? fetch;
      void doFetch(base + booking(guid, 'Clear'), {
        method: 'POST',
        keepalive: true,
        headers: {
          system: options.system,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey(),
        },
        body: '{}',
      }).catch(() => undefined);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
