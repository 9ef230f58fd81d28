import fc from 'fast-check';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../widget/api/createApiClient.ts';
// The client loads the answers' schemas on first use; loaded up front here, so the first
// call does not wait for a module load while the fake clock below runs.
import '../../widget/api/answerSchemas.ts';
import { isHttpError, isNetworkError, ResponseValidationError } from '../../widget/api/errors.ts';
import { pageForError } from '../../widget/api/pageForError.ts';
import { fixtureCatalog } from '../fixtures/catalog.ts';
import { recordFigures } from './figures.ts';

// Issue 15 "Keep it proven": malformed answers for every call of the widget's API client. Each
// answer either parses into the contract or fails as one of the client's errors, which the
// widget turns into an error page: no other exception (0 uncaught) and never no page (0 blank).
// The Chromium side of "no blank screen" is sampled in test/security/browser.test.ts.

const fixture = (name: string): unknown =>
  structuredClone(fixtureCatalog.find((entry) => entry.name === name)!.data);

const GUID = '00000000-0000-4000-8000-000000000000';
type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  valid: unknown;
  run(api: ApiClient): Promise<unknown>;
};
const booking = fixture('booking.response');
const calls: Call[] = [
  {
    name: 'settings',
    method: 'GET',
    valid: fixture('settings.response'),
    run: (api) => api.settings(1).run(),
  },
  {
    name: 'dayStates',
    method: 'GET',
    valid: fixture('dayStates.response'),
    run: (api) => api.dayStates({ unitId: 1 }).run(),
  },
  {
    name: 'availableTimes',
    method: 'GET',
    valid: fixture('availableTimes.response'),
    run: (api) => api.availableTimes({ unitId: 1 }).run(),
  },
  {
    name: 'articleStocks',
    method: 'GET',
    valid: fixture('articleStocks.response'),
    run: (api) => api.articleStocks({ articleIds: [1] }).run(),
  },
  { name: 'booking', method: 'GET', valid: booking, run: (api) => api.booking(GUID).run() },
  {
    name: 'createBooking',
    method: 'POST',
    valid: booking,
    run: (api) => api.createBooking({ guests: 2, date: '2030-01-10', times: [] }),
  },
  {
    name: 'updateBooking',
    method: 'PUT',
    valid: booking,
    run: (api) => api.updateBooking(GUID, {}),
  },
  {
    name: 'finalize',
    method: 'POST',
    valid: booking,
    run: (api) => api.finalize(GUID, { contact: { fname: '', lname: '', email: '', mobile: '' } }),
  },
  { name: 'cancel', method: 'POST', valid: booking, run: (api) => api.cancel(GUID) },
  { name: 'clear', method: 'POST', valid: booking, run: (api) => api.clear(GUID) },
  { name: 'refresh', method: 'POST', valid: booking, run: (api) => api.refresh(GUID) },
  { name: 'edit', method: 'PUT', valid: booking, run: (api) => api.edit(GUID, {}) },
  {
    name: 'updateMenus',
    method: 'PUT',
    valid: booking,
    run: (api) => api.updateMenus(GUID, { publicId: 'x', groups: [] }),
  },
  {
    name: 'acceptWaitListOffer',
    method: 'POST',
    valid: booking,
    run: (api) => api.acceptWaitListOffer(GUID, []),
  },
  {
    name: 'respondToProposal',
    method: 'POST',
    valid: booking,
    run: (api) => api.respondToProposal(GUID, { accept: true } as never),
  },
  { name: 'respondToMenu', method: 'POST', valid: booking, run: (api) => api.respondToMenu([]) },
  {
    name: 'paymentTerminal',
    method: 'POST',
    valid: fixture('paymentTerminal.response'),
    run: (api) => api.paymentTerminal(GUID, {} as never),
  },
  {
    name: 'backFromPaymentTerminal',
    method: 'POST',
    valid: fixture('backFromTerminal.response'),
    run: (api) => api.backFromPaymentTerminal(GUID, {} as never),
  },
];

/** Sets `value` at a random place inside `data` (a path chosen by `picks`). */
function mutate(data: unknown, picks: number[], value: unknown): unknown {
  if (picks.length === 0 || data === null || typeof data !== 'object') return value;
  const keys = Object.keys(data);
  if (keys.length === 0) return value;
  const key = keys[picks[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(data) ? ([...data] as never) : { ...data };
  copy[key] = mutate((data as Record<string, unknown>)[key], picks.slice(1), value);
  return copy;
}

const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    null,
    undefined,
    '',
    -1,
    2147483648,
    1e308,
    '<img src=x onerror=alert(1)>',
    [],
    {},
    'x'.repeat(200_000),
  ),
);

/** What comes back: a mutated valid answer, any JSON, a plain text or an empty body. */
const bodyFor = (call: Call) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.array(fc.nat(), { maxLength: 6 }), hostileValue)
        .map(([picks, value]) => JSON.stringify(mutate(call.valid, picks, value)) ?? ''),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'Unit does not exist',
        '<html>Bad gateway</html>',
        '{"code":',
        'null',
        '[]',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  );

// Every status on every call. A GET retried after a retryable status or a dropped connection
// costs no time: the fake clock below moves past the client's retry delay.
const statusFor = (call: Call) =>
  call.method === 'GET'
    ? fc.constantFrom(200, 200, 200, 201, 204, 400, 401, 403, 404, 409, 410, 422, 500, 502, 504)
    : fc.constantFrom(200, 200, 200, 201, 204, 400, 402, 403, 404, 409, 410, 500, 502, 504);

const PAGES = new Set(['generic', 'brokenLink', 'serverError', 'noConnection']);
const RUNS_PER_CALL = 70;

// The client waits 300 ms before it retries a GET (a dropped connection, a 5xx). Those waits were most of
// this file's 57 s; a fake clock moves past them instead (issue 35). Only the timers are faked.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterAll(() => {
  vi.useRealTimers();
});

/** Runs a call to its end, moving the fake clock while it waits (the retry delay). */
async function settle(
  run: Promise<unknown>,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let done = false;
  const outcome = run.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  void outcome.finally(() => (done = true));
  const deadline = Date.now() + 20_000; // Date is not faked: 20 s of real time
  while (!done) {
    if (Date.now() > deadline) throw new Error('a call never settled within 20 s');
    // Reading a body takes real I/O turns (setImmediate is not faked), the retry delay fake time.
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(100);
  }
  return outcome;
}

it(`${RUNS_PER_CALL} malformed answers per call: each parses or becomes an error page`, async () => {
  let cases = 0;
  let requests = 0;
  const outcomes = { parsed: 0, errorPage: 0 };
  for (const call of calls) {
    await fc.assert(
      fc.asyncProperty(statusFor(call), bodyFor(call), fc.boolean(), async (status, body, drop) => {
        cases += 1;
        const fetch = async () => {
          requests += 1;
          if (drop) throw new TypeError('Failed to fetch');
          return new Response(status === 204 ? null : body, {
            status,
            headers: { 'content-type': 'application/json' },
          });
        };
        const api = createApiClient({
          apiBase: 'https://api.example/v1',
          system: 'se_demo',
          fetch,
        });
        const result = await settle(call.run(api));
        if (result.ok) outcomes.parsed += 1;
        else {
          const { error } = result;
          const known =
            isHttpError(error) || isNetworkError(error) || error instanceof ResponseValidationError;
          expect(known, `${call.name}: ${String(error)}`).toBe(true);
          expect(PAGES.has(pageForError(error))).toBe(true);
          outcomes.errorPage += 1;
        }
      }),
      { numRuns: RUNS_PER_CALL, seed: 15 },
    );
  }
  expect(cases).toBeGreaterThanOrEqual(1_000);
  // GETs that dropped or met a 5xx were sent again after the retry delay: the fake clock got them there.
  expect(requests).toBeGreaterThan(cases);
  recordFigures({
    'malformed answers (Node, every call)': cases,
    'requests sent, retries included': requests,
    'malformed answers parsed / error page': `${outcomes.parsed} / ${outcomes.errorPage}`,
    'API calls covered': calls.length,
  });
});
