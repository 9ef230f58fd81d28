import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GIVE_UP_MS,
  RETRY_DELAY_MS,
  createSendRequest,
} from '../../../../widget/api/sendRequest.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const URL = 'https://api.example/v1/WebBooking/dayStates';

/** How an attempt ends: an answer with a status (and headers), a dropped connection, or none. */
type Outcome = number | [number, Record<string, string>] | 'dropped' | 'gaveUp';
const after = (status: number, value: string): Outcome => [status, { 'Retry-After': value }];

/** A fetch whose calls stay open until the test answers or fails them. */
function heldFetch() {
  const calls: { answer(r: Response): void; fail(e: Error): void }[] = [];
  const fetch = vi.fn(
    () => new Promise<Response>((answer, fail) => void calls.push({ answer, fail })),
  );
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Sends one request, ends its first attempt as `outcome`, and reports what happened next. */
async function firstAttempt(method: 'GET' | 'POST' | 'PUT', outcome: Outcome) {
  vi.useFakeTimers({ now: NOW });
  const { fetch, calls } = heldFetch();
  const send = createSendRequest({ system: 'se_demo' }, fetch);
  const sent = send({ method, url: URL, ...(method === 'GET' ? {} : { body: '{}' }) });
  sent.catch(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  end(calls[0]!, outcome);
  if (outcome === 'gaveUp') await vi.advanceTimersByTimeAsync(GIVE_UP_MS);
  return { calls, sent };
}

function end(call: ReturnType<typeof heldFetch>['calls'][number], outcome: Outcome) {
  if (outcome === 'gaveUp') return;
  if (outcome === 'dropped') return call.fail(new TypeError('Failed to fetch'));
  const [status, headers] = typeof outcome === 'number' ? [outcome, {}] : outcome;
  call.answer(new Response('{"code":0}', { status, headers }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the retry rule (DESIGN §3: queries retry once, mutations never)', () => {
  it.each<[string, 'GET' | 'POST' | 'PUT', Outcome, number | undefined]>([
    ['DESIGN §3 a dropped GET', 'GET', 'dropped', RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 504', 'GET', 504, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 503', 'GET', 503, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 500', 'GET', 500, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 502', 'GET', 502, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 408', 'GET', 408, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 429', 'GET', 429, RETRY_DELAY_MS],
    ['doc 1 §8 a GET that gave up is not asked for 30 s more', 'GET', 'gaveUp', undefined],
    ['doc 1 §8 a GET answered 404 (an answer)', 'GET', 404, undefined],
    ['doc 1 §8 a GET answered 400', 'GET', 400, undefined],
    ['doc 1 §8 a GET answered 409', 'GET', 409, undefined],
    ['a GET answered 413, even with a Retry-After', 'GET', after(413, '1'), undefined],
    ['DESIGN §3 a dropped POST', 'POST', 'dropped', undefined],
    ['DESIGN §3 a POST answered 503', 'POST', 503, undefined],
    ['DESIGN §3 a dropped PUT', 'PUT', 'dropped', undefined],
    ['DESIGN §3 a PUT answered 504', 'PUT', 504, undefined],
    ['Retry-After in seconds (429)', 'GET', after(429, '2'), 2_000],
    ['Retry-After as a date (503)', 'GET', after(503, new Date(NOW + 5_000).toUTCString()), 5_000],
    [
      'Retry-After in the past asks at once',
      'GET',
      after(503, new Date(NOW - 5_000).toUTCString()),
      0,
    ],
    [
      'Retry-After beyond the give-up time: the answer stands',
      'GET',
      after(429, String(GIVE_UP_MS / 1000 + 1)),
      undefined,
    ],
    ['Retry-After that is neither: the usual delay', 'GET', after(503, 'soon'), RETRY_DELAY_MS],
    ['Retry-After on a 504 is not read', 'GET', after(504, '20'), RETRY_DELAY_MS],
  ])('%s', async (_name, method, outcome, wait) => {
    const { calls } = await firstAttempt(method, outcome);
    if (wait === undefined) {
      await vi.advanceTimersByTimeAsync(GIVE_UP_MS * 2);
      expect(calls).toHaveLength(1);
      return;
    }
    if (wait > 0) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(calls).toHaveLength(1);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
  });

  it.each<[string, Outcome]>([
    ['DESIGN §3 once: the retry itself dropped', 'dropped'],
    ['DESIGN §3 once: the retry itself answered 503', 503],
  ])('%s', async (_name, outcome) => {
    const { calls, sent } = await firstAttempt('GET', 503);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    end(calls[1]!, outcome);
    await vi.advanceTimersByTimeAsync(GIVE_UP_MS * 2);
    expect(calls).toHaveLength(2);
    await expect(sent).rejects.toMatchObject({
      name: outcome === 'dropped' ? 'NetworkError' : 'HttpError',
    });
  });
});
