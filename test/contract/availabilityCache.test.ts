import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLargeDemo } from '../../demo/seed/largeDemo.ts';
import { LARGE_SYSTEM } from '../../demo/seed/largeVenue.ts';
import { NOW, OPEN_DAY, TODAY, startApi, stockholm, type RunningApi } from './referenceApi.ts';

// Issue 51 [scale]: the reference API keeps availability by section and day, and whole answers
// with their ETag and compressed bytes, until a write or the clock could change them
// (demo/api/availabilityCache.ts). No answer may ever be stale: a table booked is not offered
// again, by the next answer, whoever wrote. Two APIs on copies of one large venue with a
// history are fed the same requests: one keeps answers, one computes every answer.

const UNIT = 100;
const SECTION = 100_004;
// Past the two days a day's times read holds from (times run past midnight).
const OTHER_DAY = '2030-01-13';
const month = (from: string, to: string) =>
  `WebBooking/dayStates?fromDate=${from}&toDate=${to}&unitId=${UNIT}&includeAvailableSeats=true`;
const JANUARY = month('2030-01-01', '2030-02-01');
const times = (date: string) => `WebBooking/availableTimes?date=${date}&unitId=${UNIT}`;

interface Slot {
  start: string;
  availableSeats: number[];
  timeExpired: boolean;
}
type TimesAnswer = { sections: { id: number; timeSets: { id: number; times: Slot[] }[] }[] }[];
type StatesAnswer = { day: string; sectionId: number; availableSeats: number[] }[];

const slotOf = (answer: TimesAnswer, start: string) =>
  answer[0]!.sections
    .find((section) => section.id === SECTION)!
    .timeSets[0]!.times.find((time) => time.start === start)!;

describe('issue 51: kept availability answers are never stale', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'availability-cache-'));
  let kept: RunningApi;
  let computed: RunningApi;

  beforeAll(async () => {
    const { seedFile, dbPath } = writeLargeDemo({
      dir,
      dbPath: path.join(dir, 'large.db'),
      sections: 10,
      days: 30,
      futureDays: 20,
      bookings: 600,
      now: NOW,
    });
    copyFileSync(dbPath, path.join(dir, 'computed.db'));
    const options = { seedFiles: [seedFile] };
    kept = await startApi({ ...options, dbPath });
    computed = await startApi({
      ...options,
      dbPath: path.join(dir, 'computed.db'),
      dayStatesCacheEntries: 0,
    });
  });
  afterAll(async () => {
    await kept?.close();
    await computed?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The same request to both APIs: the same status and the same JSON. */
  const both = async (method: string, route: string, body?: unknown) =>
    (await bothAnswers(method, route, body))[0];
  const bothAnswers = async (method: string, route: string, body?: unknown) => {
    const [a, b] = await Promise.all(
      [kept, computed].map((api) => api.call(method, route, { body, system: LARGE_SYSTEM })),
    );
    expect(a!.status, `${method} ${route}`).toBe(b!.status);
    if (method === 'GET') expect(a!.json, `${method} ${route}`).toEqual(b!.json);
    return [a!, b!] as const;
  };
  const book = (start: string, guests = 8) =>
    bothAnswers('POST', 'WebBooking/WebBookings', {
      unitId: UNIT,
      guests,
      date: OPEN_DAY,
      times: [{ ruleId: SECTION, start }],
    });

  it('issue 51: a booked lane is not offered by the next answer; a cleared one is at once', async () => {
    const start = stockholm(OPEN_DAY, '18:00');
    await both('GET', JANUARY);
    await both('GET', times(OPEN_DAY));
    expect((await both('GET', times(OPEN_DAY))).headers.get('x-cache')).toBe('hit');
    const guids: [string, string][] = [];
    // Every lane of the section at 18:00, one booking at a time, each seen by the next answer.
    for (;;) {
      const [a, b] = await book(start);
      if (a.status !== 201) break;
      guids.push([a.json.guid, b.json.guid]);
      await both('GET', times(OPEN_DAY));
      await both('GET', JANUARY);
    }
    expect(guids.length).toBeGreaterThan(0);
    const full = await both('GET', times(OPEN_DAY));
    expect(slotOf(full.json, start).availableSeats).toEqual([]);
    const clear = (api: RunningApi, guid: string) =>
      api.call('POST', `WebBooking/WebBookings/${guid}/Clear`, { body: {}, system: LARGE_SYSTEM });
    expect((await clear(kept, guids[0]![0])).status).toBe(200);
    expect((await clear(computed, guids[0]![1])).status).toBe(200);
    const again = await both('GET', times(OPEN_DAY));
    expect(slotOf(again.json, start).availableSeats).toContain(8);
    await both('GET', JANUARY);
  });

  it('issue 51: another day’s booking keeps the day’s answer; its own day’s does not', async () => {
    for (const date of [OPEN_DAY, OTHER_DAY]) {
      await both('GET', times(date));
      expect((await both('GET', times(date))).headers.get('x-cache')).toBe('hit');
    }
    const other = await both('POST', 'WebBooking/WebBookings', {
      unitId: UNIT,
      guests: 2,
      date: OTHER_DAY,
      times: [{ ruleId: SECTION, start: stockholm(OTHER_DAY, '12:00') }],
    });
    expect(other.status).toBe(201);
    expect((await both('GET', times(OPEN_DAY))).headers.get('x-cache')).toBe('hit');
    expect((await both('GET', times(OTHER_DAY))).headers.get('x-cache')).toBe('miss');
    await both('GET', JANUARY);
  });

  it('issue 51: a repeated ETag answers 304 until a booking changes the day, then 200', async () => {
    const route = times(OPEN_DAY);
    const first = await kept.call('GET', route, { system: LARGE_SYSTEM });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const same = await kept.call('GET', route, {
      system: LARGE_SYSTEM,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect((await book(stockholm(OPEN_DAY, '20:00'), 2))[0].status).toBe(201);
    const changed = await kept.call('GET', route, {
      system: LARGE_SYSTEM,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json).toEqual(
      (await computed.call('GET', route, { system: LARGE_SYSTEM })).json,
    );
  });

  it('issue 51: an admin change of a rule shows in the next answer', async () => {
    const start = stockholm(OPEN_DAY, '10:00');
    const before = await both('GET', times(OPEN_DAY));
    expect(slotOf(before.json, start).availableSeats).toContain(1);
    await both('GET', JANUARY);
    // The demo controls' rule change: a lock of a week makes every time of the rule locked.
    await both('POST', '/demo/control/rule', {
      system: LARGE_SYSTEM,
      unitId: UNIT,
      ruleId: SECTION,
      lockTime: 7 * 24 * 60,
    });
    const locked = await both('GET', times(OPEN_DAY));
    expect(slotOf(locked.json, start)).toMatchObject({ timeExpired: true, availableSeats: [] });
    const states = (await both('GET', JANUARY)).json as StatesAnswer;
    const day = states.find((entry) => entry.day === OPEN_DAY && entry.sectionId === SECTION);
    expect(day!.availableSeats).toEqual([]);
  });

  it('issue 51: the clock passing a time’s start the same day shows in the next answer', async () => {
    // 08:00 in Stockholm: the 09:00 time of today is open, and expires at 09:00.
    const start = stockholm(TODAY, '09:00');
    const slotAt = (answer: TimesAnswer) =>
      answer[0]!.sections
        .find((section) => section.id === 100_005)!
        .timeSets[0]!.times.find((time) => time.start === start)!;
    const before = await both('GET', times(TODAY));
    expect(slotAt(before.json).timeExpired).toBe(false);
    expect((await both('GET', times(TODAY))).headers.get('x-cache')).toBe('hit');
    await both('POST', '/demo/control/clock', { set: start });
    const after = await both('GET', times(TODAY));
    expect(slotAt(after.json).timeExpired).toBe(true);
    await both('GET', JANUARY);
  });

  it('issue 51: an answer is compressed as asked and reads as the computed one', async () => {
    const route = times(OTHER_DAY);
    const answer = await fetch(`${kept.base}/${route}`, {
      headers: { system: LARGE_SYSTEM, 'accept-encoding': 'br' },
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    const plain = await computed.call('GET', route, { system: LARGE_SYSTEM });
    expect(await answer.json()).toEqual(plain.json);
  });
});
