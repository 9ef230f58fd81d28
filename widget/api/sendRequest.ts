import ky, { isHTTPError, type RetryOptions } from 'ky';
import { HttpError, NetworkError } from './errors.ts';

/**
 * How long the widget waits for an answer before it treats the request as unanswered and
 * offers Try again (doc 1 §8 "No status"). Doc 1 §7's "no timeout" is read as "never fail a
 * slow answer early": half a minute is far beyond any answer a guest would wait for
 * (docs/decisions/contract.md).
 * @internal Exported for its tests.
 */
export const GIVE_UP_MS = 30_000;

/**
 * ky's first back-off, stated so the tests do not depend on ky's default.
 * @internal Exported for its tests.
 */
export const RETRY_DELAY_MS = 300;

/** Statuses whose `Retry-After` says when to ask again. */
const AFTER_STATUSES = [429, 503];

/**
 * DESIGN §3: queries retry once, mutations never; a GET is asked again after a dropped
 * connection or a passing failure status (ky's, less 413: a GET has no body to make smaller),
 * never after it gave up waiting (ky's `retryOnTimeout: false`: that already took GIVE_UP_MS).
 */
const RETRY: RetryOptions = {
  limit: 1,
  methods: ['get'],
  statusCodes: [408, 429, 500, 502, 503, 504],
  afterStatusCodes: AFTER_STATUSES,
  delay: () => RETRY_DELAY_MS,
  // ky waits out any Retry-After (capped at maxRetryAfter) and waits maxRetryAfter for one it
  // cannot read. Ours: one longer than GIVE_UP_MS lets the answer stand, since the guest would
  // have given up by then; an unreadable one gets the usual delay.
  shouldRetry({ error }) {
    if (!isHTTPError(error) || !AFTER_STATUSES.includes(error.response.status)) return undefined;
    const after = error.response.headers.get('Retry-After');
    if (!after) return undefined;
    const seconds = Number(after);
    const wait = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
    if (Number.isNaN(wait)) return true;
    return wait > GIVE_UP_MS ? false : undefined;
  },
};

/**
 * A fetch for ky that reads the whole body within the attempt, so ky's timeout covers a body
 * that stops coming too. `first`, the loader's prefetched answer, stands in for the first
 * attempt's fetch and is judged as that fetch would be (timeout, retry, status).
 */
function wholeAnswers(doFetch: () => typeof fetch, first?: Promise<Response>): typeof fetch {
  return async (input, init) => {
    const pending = first ?? doFetch()(input, init);
    first = undefined;
    const response = await pending;
    // An empty body is a null one, which a 204 or 304 must have.
    const text = (await response.text().catch(() => '')) || null;
    const { status, statusText, headers } = response;
    return new Response(text, { status, statusText, headers });
  };
}

async function httpError(method: string, url: string, response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown } | null)?.code;
  } catch {
    // A text body, e.g. `Unit does not exist` (doc 1 §8).
  }
  return new HttpError(
    method,
    url,
    response.status,
    text,
    typeof code === 'number' ? code : undefined,
  );
}

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** A mutation's JSON text. */
  body?: string;
  /** What the call adds to the client's headers: a mutation's `Content-Type` and key. */
  headers?: Record<string, string>;
  /** A GET's answer from the loader, when the loader asked already. */
  prefetched?: Promise<Response> | undefined;
}

/**
 * The one way a request travels (DESIGN §3): one ky instance per client, with the `system`
 * header, `GIVE_UP_MS` for each attempt and one retry for a GET. Resolves with a 2xx answer's
 * body; rejects with an `HttpError` for any other status, or a `NetworkError` when no answer
 * came (dropped, refused, or given up: its cause is then ky's `TimeoutError`).
 */
export function createSendRequest(
  headers: Record<string, string>,
  /** @default globalThis.fetch, read at each call */
  ownFetch?: typeof fetch,
) {
  const doFetch = () => ownFetch ?? fetch;
  const http = ky.create({
    headers,
    timeout: GIVE_UP_MS,
    retry: RETRY,
    throwHttpErrors: true,
    fetch: wholeAnswers(doFetch),
  });

  return async function sendRequest(request: ApiRequest): Promise<string> {
    const { method, url, body, prefetched } = request;
    try {
      const response = await http(url, {
        method,
        ...(body === undefined ? {} : { body }),
        ...(request.headers ? { headers: request.headers } : {}),
        ...(prefetched ? { fetch: wholeAnswers(doFetch, prefetched) } : {}),
      });
      return await response.text();
    } catch (error) {
      if (isHTTPError(error)) throw await httpError(method, url, error.response);
      throw new NetworkError(method, url, error);
    }
  };
}
