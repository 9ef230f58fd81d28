import { describe, expect, it } from 'vitest';
import { analyticsSession, SESSION_IDLE_MS } from '../../../../shared/bridge/analyticsSession.ts';

const T = Date.parse('2026-12-01T07:00:00Z');
const MIN = 60_000;

describe('analyticsSession', () => {
  it.each([
    ['doc2 §7 analytics: the first event starts a session', null, T, 'new', T, true],
    [
      'doc2 §7 analytics: an event 1 minute later stays in it',
      { id: 'a', lastAt: T },
      T + MIN,
      'a',
      T + MIN,
      false,
    ],
    [
      'doc2 §7 analytics: 59:59 without an event stays in it',
      { id: 'a', lastAt: T },
      T + 60 * MIN - 1000,
      'a',
      T + 60 * MIN - 1000,
      false,
    ],
    [
      'doc2 §7 analytics: 60 minutes without an event starts a new one',
      { id: 'a', lastAt: T },
      T + 60 * MIN,
      'new',
      T + 60 * MIN,
      true,
    ],
    [
      'doc2 §7 analytics: 3 hours without an event starts a new one',
      { id: 'a', lastAt: T },
      T + 180 * MIN,
      'new',
      T + 180 * MIN,
      true,
    ],
    [
      'doc2 §7 analytics: a clock gone backwards keeps the session',
      { id: 'a', lastAt: T },
      T - MIN,
      'a',
      T,
      false,
    ],
  ])('%s', (_case, current, now, id, lastAt, started) => {
    const result = analyticsSession(current, now, () => 'new');
    expect(result).toEqual({ session: { id, lastAt }, started });
    expect(structuredClone(result)).toEqual(result);
  });

  it('doc2 §7 analytics: the idle limit is 60 minutes', () => {
    expect(SESSION_IDLE_MS).toBe(3_600_000);
  });

  it('doc2 §7 analytics: each event renews the 60 minutes', () => {
    let current = analyticsSession(null, T, () => 'a').session;
    for (let i = 1; i <= 5; i++)
      current = analyticsSession(current, T + i * 50 * MIN, () => 'b').session;
    expect(current).toEqual({ id: 'a', lastAt: T + 250 * MIN });
  });
});
