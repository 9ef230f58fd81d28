import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/contract/index.ts';
import { ErrorCode, UnavailabilityReason } from '../../shared/enums.ts';
import { openDatabase, type Db } from '../../demo/db/openDatabase.ts';
import { writeHistory } from '../../demo/seed/history.ts';
import { writeLargeDemo } from '../../demo/seed/largeDemo.ts';
import { LARGE_SYSTEM } from '../../demo/seed/largeVenue.ts';
import { readSeed, writeSeed } from '../../demo/seed/loadSeed.ts';
import {
  NOW,
  OPEN_DAY,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

// Issue 51 [scale]: a large venue with months of bookings, waiting-list entries and booking
// requests (demo/seed/history.ts). Its queries read only the days asked for; these tests hold
// them to what computing every time of every day gives, and the booking race to one booking
// per lane.

interface TimesAnswer {
  sections: {
    id: number;
    timeSets: {
      id: number;
      times: {
        start: string;
        availableSeats: number[];
        waitListSeats: number[];
        timeExpired: boolean;
        unavailability: { reason: number }[];
      }[];
    }[];
  }[];
}
interface DayStateAnswer {
  day: string;
  sectionId: number;
  state: boolean;
  availableSeats: number[];
  waitListSeats: number[];
}

const unite = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/** dayStates of a day as the union of that day's times (doc 1 §7), from availableTimes. */
async function statesFromTimes(api: RunningApi, system: string, unitId: number, date: string) {
  const answer = await api.call('GET', `WebBooking/availableTimes?date=${date}&unitId=${unitId}`, {
    system,
  });
  expect(answer.status).toBe(200);
  const [unit] = answer.json as TimesAnswer[];
  return unit!.sections
    .filter((section) => section.timeSets.length > 0)
    .map((section) => {
      const live = section.timeSets.flatMap((set) => set.times).filter((t) => !t.timeExpired);
      return {
        day: date,
        sectionId: section.id,
        state: live.length > 0,
        availableSeats: unite(live.map((time) => time.availableSeats)),
        waitListSeats: unite(live.map((time) => time.waitListSeats)),
      };
    });
}

async function monthStates(api: RunningApi, system: string, unitId: number) {
  const answer = await api.call(
    'GET',
    `WebBooking/dayStates?fromDate=2030-01-01&toDate=2030-02-01&unitId=${unitId}&includeAvailableSeats=true`,
    { system },
  );
  expect(answer.status).toBe(200);
  return answer.json as DayStateAnswer[];
}

const januaryDays = Array.from(
  { length: 31 },
  (_, index) => `2030-01-${String(index + 1).padStart(2, '0')}`,
);

/**
 * Held lanes whose times (with recoup) overlap: a lane held twice. Of two overlapping times one
 * starts within the other, so the join reads a range of the start index, not every pair.
 */
function doubleHeld(db: Db): number {
  return (
    db
      .prepare(
        `SELECT count(*) AS n FROM booking_times a JOIN booking_times b
           ON b.system = a.system AND b.unit_id = a.unit_id AND b.held = 1
          AND b.start_ms >= a.start_ms AND b.start_ms < a.end_ms + a.recoup_min * 60000
          AND b.resource_id = a.resource_id AND b.id <> a.id
         WHERE a.held = 1 AND a.resource_id IS NOT NULL`,
      )
      .get() as { n: number }
  ).n;
}

describe('issue 51: dayStates of a month is the union of its days’ times (demo seed)', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi({ dayStatesCacheEntries: 0 });
  });
  afterAll(() => api.close());

  it.each([
    ['the restaurant', 1],
    ['the activity venue', 2],
  ])('%s: every day of January', async (_name, unitId) => {
    const month = await monthStates(api, 'se_demo', unitId);
    const expected = [];
    for (const date of januaryDays)
      expected.push(...(await statesFromTimes(api, 'se_demo', unitId, date)));
    const key = (entry: DayStateAnswer) => `${entry.day}|${entry.sectionId}`;
    const byKey = new Map(month.map((entry) => [key(entry), entry]));
    for (const entry of expected) expect(byKey.get(key(entry)), key(entry)).toEqual(entry);
  });
});

describe('issue 51: a large venue with a history (30 sections × 90 days × 5,000 bookings)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'large-history-'));
  const dbPath = path.join(dir, 'large.db');
  // A whole day of every lane of two sections (the first keeps a waiting list, the second not).
  const FULL_DAY = '2030-01-15';
  const withWaitList = 100_001;
  const withoutWaitList = 100_002;
  let api: RunningApi;
  let seedFile: string;
  let counts: ReturnType<typeof writeLargeDemo>['counts'];

  beforeAll(async () => {
    ({ seedFile, counts } = writeLargeDemo({
      dir,
      dbPath,
      sections: 30,
      days: 90,
      futureDays: 45,
      bookings: 5_000,
      now: NOW,
    }));
    const db = openDatabase(dbPath);
    const dayFrom = Date.parse(stockholm(FULL_DAY, '00:00'));
    const dayTo = dayFrom + 86_400_000;
    db.transaction(() => {
      for (const sectionId of [withWaitList, withoutWaitList]) {
        db.prepare(
          'UPDATE booking_times SET held = 0 WHERE section_id = ? AND start_ms >= ? AND start_ms < ?',
        ).run(sectionId, dayFrom - 3_600_000, dayTo);
        for (let lane = 1; lane <= 4; lane += 1) {
          const guid = `00000000-0000-4000-8000-${String(sectionId * 10 + lane).padStart(12, '0')}`;
          const resourceId = 1_000_000 + (sectionId - 100_001) * 4 + lane;
          db.prepare(
            `INSERT INTO bookings (guid, system, unit_id, number, status, guests, is_staff, created_ms, changed_ms, data)
             VALUES (?, ?, 100, ?, 100, 8, 1, ?, ?, '{}')`,
          ).run(guid, LARGE_SYSTEM, 900_000 + resourceId, NOW, NOW);
          db.prepare(
            `INSERT INTO booking_times (booking_guid, rule_id, section_id, resource_id, start_ms, end_ms, held)
             VALUES (?, ?, ?, ?, ?, ?, 1)`,
          ).run(guid, sectionId, sectionId, resourceId, dayFrom, dayTo);
        }
      }
    })();
    db.close();
    api = await startApi({ dbPath, seedFiles: [seedFile], dayStatesCacheEntries: 0 });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the history holds bookings, waiting-list entries and requests, and no lane twice', () => {
    expect(counts).toEqual({ bookings: 5_000, waitList: 250, inquiries: 250, skipped: 0 });
    const db = openDatabase(dbPath);
    try {
      const kinds = db
        .prepare(
          `SELECT is_wait_list AS waitList, is_inquiry AS inquiry, count(*) AS n FROM bookings
           WHERE system = ? GROUP BY 1, 2 ORDER BY 1, 2`,
        )
        .all(LARGE_SYSTEM);
      expect(kinds).toEqual([
        { waitList: 0, inquiry: 0, n: 5_008 },
        { waitList: 0, inquiry: 1, n: 250 },
        { waitList: 1, inquiry: 0, n: 250 },
      ]);
      expect(doubleHeld(db)).toBe(0);
      // Migration 003: every booking time carries its booking's unit (the trigger fills it in).
      expect(
        db.prepare('SELECT count(*) AS n FROM booking_times WHERE system IS NULL').get(),
      ).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('the same options write the same history', () => {
    const digest = () => {
      const db = openDatabase(':memory:');
      const units = readSeed([seedFile]);
      writeSeed(db, units, NOW);
      writeHistory(db, units[0]!, NOW, { days: 30, bookings: 500, seed: 7 });
      const rows = db
        .prepare(
          `SELECT b.guid, b.status, t.resource_id, t.start_ms FROM bookings b
           JOIN booking_times t ON t.booking_guid = b.guid ORDER BY b.guid`,
        )
        .all();
      db.close();
      return rows;
    };
    const first = digest();
    expect(first).toHaveLength(550);
    expect(digest()).toEqual(first);
  });

  it('dayStates of January is the union of every day’s times', async () => {
    const month = await monthStates(api, LARGE_SYSTEM, 100);
    expect(month).toHaveLength(31 * 30);
    const expected = [];
    for (const date of januaryDays)
      expected.push(...(await statesFromTimes(api, LARGE_SYSTEM, 100, date)));
    expect(month).toEqual(expected);
  });

  it('a day with every lane of a section booked shows it: no seats, the waiting list where kept', async () => {
    const month = await monthStates(api, LARGE_SYSTEM, 100);
    const state = (sectionId: number) =>
      month.find((entry) => entry.day === FULL_DAY && entry.sectionId === sectionId);
    expect(state(withWaitList)).toEqual({
      day: FULL_DAY,
      sectionId: withWaitList,
      state: true,
      availableSeats: [],
      waitListSeats: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(state(withoutWaitList)).toMatchObject({
      state: true,
      availableSeats: [],
      waitListSeats: [],
    });
    expect(state(100_003)!.availableSeats).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const times = await api.call('GET', `WebBooking/availableTimes?date=${FULL_DAY}&unitId=100`, {
      system: LARGE_SYSTEM,
    });
    const [unit] = times.json as TimesAnswer[];
    const full = unit!.sections.find((section) => section.id === withoutWaitList)!;
    const slots = full.timeSets.flatMap((set) => set.times);
    expect(slots).toHaveLength(100);
    for (const slot of slots) {
      expect(slot.availableSeats).toEqual([]);
      expect(slot.unavailability).toEqual([
        expect.objectContaining({ reason: UnavailabilityReason.NoBookableResources }),
      ]);
    }
  });

  it('a race of 30 creations for one time books each free lane once and refuses the rest', async () => {
    const date = OPEN_DAY;
    const sectionId = 100_010;
    const start = stockholm(date, '15:00');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.call('POST', 'WebBooking/WebBookings', {
          system: LARGE_SYSTEM,
          body: { unitId: 100, guests: 2, date, times: [{ ruleId: sectionId, start }] },
        }),
      ),
    );
    const won = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    // The history may hold some of the four lanes at that time already.
    const db = openDatabase(dbPath);
    try {
      const startMs = Date.parse(start);
      const heldBefore = (
        db
          .prepare(
            `SELECT count(DISTINCT resource_id) AS n FROM booking_times
             WHERE section_id = ? AND held = 1 AND start_ms < ? AND end_ms + recoup_min * 60000 > ?
               AND booking_guid NOT IN (${won.map(() => '?').join(',') || "''"})`,
          )
          .get(
            sectionId,
            startMs + 3_600_000,
            startMs,
            ...won.map((answer) => answer.json.guid),
          ) as {
          n: number;
        }
      ).n;
      expect(won.length).toBeGreaterThan(0);
      expect(won.length).toBe(4 - heldBefore);
      const lanes = db
        .prepare(
          `SELECT resource_id AS lane FROM booking_times WHERE booking_guid IN (${won.map(() => '?').join(',')})`,
        )
        .all(...won.map((answer) => answer.json.guid)) as { lane: number }[];
      expect(new Set(lanes.map((row) => row.lane)).size).toBe(won.length);
      expect(doubleHeld(db)).toBe(0);
    } finally {
      db.close();
    }
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(expectValid(ErrorBodySchema, answer.json).code).toBe(ErrorCode.TemporaryUnavailable);
    }
  });
});
