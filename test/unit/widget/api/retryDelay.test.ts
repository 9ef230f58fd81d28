import { describe, expect, it } from 'vitest';
import { GIVE_UP_MS } from '../../../../widget/api/fetchAnswer.ts';
import { RETRY_DELAY_MS, retryDelay, type AttemptEnd } from '../../../../widget/api/retryDelay.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const answered = (status: number, headers: Record<string, string> = {}): AttemptEnd => ({
  answered: true,
  status,
  headers: new Headers(headers),
});
const dropped: AttemptEnd = { answered: false, timedOut: false };
const gaveUp: AttemptEnd = { answered: false, timedOut: true };

describe('retryDelay (DESIGN §3: queries retry once, mutations never)', () => {
  it.each<[string, string, number, AttemptEnd, number | undefined]>([
    ['DESIGN §3 a dropped GET', 'GET', 1, dropped, RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 504', 'GET', 1, answered(504), RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 503', 'GET', 1, answered(503), RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 500', 'GET', 1, answered(500), RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 502', 'GET', 1, answered(502), RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 408', 'GET', 1, answered(408), RETRY_DELAY_MS],
    ['DESIGN §3 a GET answered 429', 'GET', 1, answered(429), RETRY_DELAY_MS],
    ['DESIGN §3 once: the retry itself dropped', 'GET', 2, dropped, undefined],
    ['DESIGN §3 once: the retry itself answered 503', 'GET', 2, answered(503), undefined],
    ['doc 1 §8 a GET that gave up is not asked for 30 s more', 'GET', 1, gaveUp, undefined],
    ['doc 1 §8 a GET answered 404 (an answer)', 'GET', 1, answered(404), undefined],
    ['doc 1 §8 a GET answered 400', 'GET', 1, answered(400), undefined],
    ['doc 1 §8 a GET answered 409', 'GET', 1, answered(409), undefined],
    ['a GET answered 413', 'GET', 1, answered(413), undefined],
    ['DESIGN §3 a dropped POST', 'POST', 1, dropped, undefined],
    ['DESIGN §3 a POST answered 503', 'POST', 1, answered(503), undefined],
    ['DESIGN §3 a dropped PUT', 'PUT', 1, dropped, undefined],
    ['DESIGN §3 a PUT answered 504', 'PUT', 1, answered(504), undefined],
    ['Retry-After in seconds (429)', 'GET', 1, answered(429, { 'Retry-After': '2' }), 2_000],
    [
      'Retry-After as a date (503)',
      'GET',
      1,
      answered(503, { 'Retry-After': new Date(NOW + 5_000).toUTCString() }),
      5_000,
    ],
    [
      'Retry-After in the past asks at once',
      'GET',
      1,
      answered(503, { 'Retry-After': new Date(NOW - 5_000).toUTCString() }),
      0,
    ],
    [
      'Retry-After beyond the give-up time: the answer stands',
      'GET',
      1,
      answered(429, { 'Retry-After': String(GIVE_UP_MS / 1000 + 1) }),
      undefined,
    ],
    [
      'Retry-After that is neither: the usual delay',
      'GET',
      1,
      answered(503, { 'Retry-After': 'soon' }),
      RETRY_DELAY_MS,
    ],
    [
      'Retry-After on a 504 is not read',
      'GET',
      1,
      answered(504, { 'Retry-After': '20' }),
      RETRY_DELAY_MS,
    ],
  ])('%s', (_name, method, attempt, end, expected) => {
    expect(retryDelay(method, attempt, end, NOW)).toBe(expected);
  });
});
