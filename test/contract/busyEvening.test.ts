import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuessLimit } from '../../demo/api/guessLimit.ts';
import { OPEN_DAY, TODAY, startApi, stockholm, type RunningApi } from './referenceApi.ts';

// Issue 31, "the reference API under a busy evening": dayStates answers are kept until the
// data or the clock's minute changes, and a client guessing booking ids is slowed down.
// `npm run load` measures the throughput (docs/reference-api.md).

describe('dayStates answers kept between changes (issue 31)', () => {
  // Two APIs fed the same requests: one keeps answers, one computes every time. Whatever
  // happens in between (holds, a finalized booking, a cancel, the clock moving, a reset),
  // they must answer alike.
  let cached: RunningApi;
  let computed: RunningApi;
  beforeAll(async () => {
    cached = await startApi();
    computed = await startApi({ dayStatesCacheEntries: 0 });
  });
  afterAll(async () => {
    await cached.close();
    await computed.close();
  });

  const month =
    'WebBooking/dayStates?fromDate=2030-01-01&toDate=2030-02-01&unitId=1&includeAvailableSeats=true';
  const both = async (method: string, path: string, body?: unknown) => {
    const [a, b] = await Promise.all([
      cached.call(method, path, { body }),
      computed.call(method, path, { body }),
    ]);
    expect(a.status, `${method} ${path}`).toBe(b.status);
    return [a, b] as const;
  };
  const sameMonth = async () => {
    const [a, b] = await both('GET', month);
    expect(a.status).toBe(200);
    expect(a.json).toEqual(b.json);
    return a.json as { day: string; availableSeats: number[] }[];
  };
  const seatsOn = (answer: { day: string; availableSeats: number[] }[], day: string) =>
    answer.filter((entry) => entry.day === day).flatMap((entry) => entry.availableSeats);

  it('a hold, a booking, a cancel, the clock and a reset each show in the next answer', async () => {
    const before = await sameMonth();
    expect(seatsOn(before, OPEN_DAY)).toContain(8);
    // Holds of 8 at every time of every rule that day, until no table for 8 is left.
    const times = await cached.call('GET', `WebBooking/availableTimes?date=${OPEN_DAY}&unitId=1`);
    const starts = (
      times.json as { sections: { timeSets: { id: number; times: { start: string }[] }[] }[] }[]
    ).flatMap((unit) =>
      unit.sections.flatMap((section) =>
        section.timeSets.flatMap((set) => set.times.map((time) => ({ ruleId: set.id, ...time }))),
      ),
    );
    const guids: string[] = [];
    for (const { ruleId, start } of starts) {
      for (let table = 0; table < 10; table += 1) {
        const [a] = await both('POST', 'WebBooking/WebBookings', {
          unitId: 1,
          guests: 8,
          date: OPEN_DAY,
          times: [{ ruleId, start }],
        });
        if (a.status !== 201) break;
        guids.push(a.json.guid);
      }
    }
    expect(guids.length).toBeGreaterThan(0);
    const held = await sameMonth();
    expect(held).not.toEqual(before);
    expect(seatsOn(held, OPEN_DAY)).not.toContain(8);
    // The clock moves a day on: today and the days before it change state.
    await both('POST', '/demo/control/clock', { advanceMs: 24 * 3600_000 });
    const tomorrow = await sameMonth();
    expect(tomorrow).not.toEqual(held);
    expect(seatsOn(held, TODAY).length).toBeGreaterThan(0);
    expect(seatsOn(tomorrow, TODAY)).toEqual([]);
    // Within the same minute the kept answer is served, and it is still the computed one.
    await both('POST', '/demo/control/clock', { advanceMs: 1_000 });
    await sameMonth();
    await both('POST', '/demo/control/clock', { advanceMs: -(24 * 3600_000 + 1_000) });
    await both('POST', '/demo/control/reset');
    expect(await sameMonth()).toEqual(before);
  });
});

describe('floods of unknown booking ids answer 429 with Retry-After (issue 31)', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('after 30 unknown ids a client waits, known ids included; other routes stay open; a reset lifts it', async () => {
    const created = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 1,
        guests: 2,
        date: OPEN_DAY,
        times: [{ ruleId: 1, start: stockholm(OPEN_DAY, '12:00') }],
      },
    });
    expect(created.status).toBe(201);
    const known = `WebBooking/WebBookings/${created.json.guid}`;
    const guess = (n: number) =>
      `WebBooking/WebBookings/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    for (let n = 0; n < 30; n += 1) {
      expect((await api.call('GET', guess(n))).status).toBe(404);
    }
    const limited = await api.call('GET', guess(30));
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.json).toMatchObject({ code: 0 });
    expect((await api.call('GET', known)).status).toBe(429);
    expect((await api.call('GET', 'booking/externalbookingsettings/1')).status).toBe(200);
    await api.call('POST', '/demo/control/reset');
    expect((await api.call('GET', guess(31))).status).toBe(404);
  });

  it('a booking of another system counts as a guess too', async () => {
    await api.call('POST', '/demo/control/reset');
    const created = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 1,
        guests: 2,
        date: OPEN_DAY,
        times: [{ ruleId: 1, start: stockholm(OPEN_DAY, '12:30') }],
      },
    });
    const path = `WebBooking/WebBookings/${created.json.guid}`;
    for (let n = 0; n < 30; n += 1) {
      expect((await api.call('GET', path, { system: 'other_system' })).status).toBe(404);
    }
    expect((await api.call('GET', path)).status).toBe(429);
  });
});

describe('the guess window (issue 31)', () => {
  it.each([
    ['below the limit nothing waits', 29, 0, 0],
    ['at the limit the rest of the window is waited', 30, 10_000, 50],
    ['a part second rounds up', 30, 59_500, 1],
    ['once the window has passed the count starts again', 30, 60_000, 0],
  ])('%s', (_name, misses, later, seconds) => {
    let now = 1_000_000;
    const limit = createGuessLimit({ max: 30, windowMs: 60_000, now: () => now });
    for (let n = 0; n < misses; n += 1) limit.miss('10.0.0.1');
    now += later;
    expect(limit.retryAfter('10.0.0.1')).toBe(seconds);
    expect(limit.retryAfter('10.0.0.2')).toBe(0);
  });
});
