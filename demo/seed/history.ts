import { DateTime } from 'luxon';
import { BookingStatus, InquirySubStatus } from '../../shared/enums.ts';
import type { Db } from '../db/openDatabase.ts';
import type { SeedRule, SeedUnit } from './seedSchema.ts';

/**
 * A venue's history for issue 51 [scale]: bookings, waiting-list entries and booking requests
 * over `days` days around today, written straight into the database in one transaction with
 * prepared statements (100,000 bookings take seconds). A seeded generator makes the same
 * history for the same options, so measured figures repeat.
 */
export interface HistoryOptions {
  /** Days of history, ending `futureDays` after today. @default 365 */
  days?: number;
  /** Of those, days from today on (the rest are in the past). @default 60 */
  futureDays?: number;
  /** Bookings that hold a lane (some cancelled, which hold none). @default 100_000 */
  bookings?: number;
  /** Waiting-list entries (on rules with a waiting list). @default bookings / 20 */
  waitList?: number;
  /** Booking requests (inquiries). @default bookings / 20 */
  inquiries?: number;
  /** @default 51 */
  seed?: number;
}

export interface HistoryCounts {
  bookings: number;
  waitList: number;
  inquiries: number;
  /** Bookings not placed: no free lane was found for them in 50 tries. */
  skipped: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** mulberry32: small, fast and the same on every machine. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const word = () =>
    Math.floor(next() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  return {
    next,
    below,
    /** A version-4 UUID drawn from the generator (the API's guids are lower-case). */
    uuid: () => {
      const [a, b, c, d] = [word(), word(), word(), word()];
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[below(4)]}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
}

/**
 * The starts of a rule on a day, as the API counts them (from, every N minutes, to). Wall
 * clocks are read once per day and time: luxon's zone arithmetic is the slow part.
 */
function startsOf(at: (hhmm: string) => number, rule: SeedRule): number[] {
  if (!rule.times) return [];
  const starts: number[] = [];
  const last = at(rule.times.to);
  for (let time = at(rule.times.from); time <= last; time += rule.times.everyMinutes * MINUTE) {
    starts.push(time);
  }
  return starts;
}

const NAMES = ['Anna', 'Erik', 'Maja', 'Lars', 'Sara', 'Johan', 'Elsa', 'Nils', 'Ida', 'Olof'];

type Random = ReturnType<typeof randomOf>;
type Slot = { rule: SeedRule; startMs: number; endMs: number; guests: number };

/** Draws a rule's time on a day of the history, with a party size the rule takes. */
function slotPicker(unit: SeedUnit, now: number, random: Random, days: number, future: number) {
  const today = DateTime.fromMillis(now, { zone: unit.timeZone }).startOf('day');
  const rules = unit.rules.filter((rule) => rule.times && !rule.isTextRow && !rule.isClosed);
  if (rules.length === 0) throw new Error(`unit ${unit.id}: no rule with times to book`);
  const clocks = new Map<string, number>();
  const startsCache = new Map<string, number[]>();
  const starts = (offset: number, rule: SeedRule) => {
    const key = `${offset}|${rule.id}`;
    let found = startsCache.get(key);
    if (found) return found;
    const at = (hhmm: string) => {
      const clock = `${offset}|${hhmm}`;
      let ms = clocks.get(clock);
      if (ms === undefined) {
        const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
        clocks.set(clock, (ms = today.plus({ days: offset }).set({ hour, minute }).toMillis()));
      }
      return ms;
    };
    startsCache.set(key, (found = startsOf(at, rule)));
    return found;
  };
  return {
    rules,
    pick(): Slot {
      const offset = random.below(days) - (days - future);
      const rule = rules[random.below(rules.length)]!;
      const ruleStarts = starts(offset, rule);
      const startMs = ruleStarts[random.below(ruleStarts.length)]!;
      const guests = rule.minGroupSize + random.below(rule.maxGroupSize - rule.minGroupSize + 1);
      return { rule, startMs, endMs: startMs + rule.durationMinutes * MINUTE, guests };
    },
  };
}

/**
 * The lanes taken so far: spans (start, end with recoup) per lane and UTC day. A span is
 * shorter than a day, so one that overlaps [from, to) starts that day or the one before or after.
 */
function laneBook(unit: SeedUnit, rules: SeedRule[]) {
  if (rules.some((rule) => (rule.durationMinutes + rule.recoupTime) * MINUTE >= DAY)) {
    throw new Error(`unit ${unit.id}: a history needs times shorter than a day`);
  }
  const lanes = new Map(
    unit.sections.map((section) => [section.id, section.resources.map((r) => r.id)]),
  );
  const taken = new Map<number, [number, number][]>();
  const bucket = (lane: number, ms: number) => lane * 100_000 + Math.floor(ms / DAY);
  const isFree = (lane: number, from: number, to: number) => {
    for (let shift = -DAY; shift <= DAY; shift += DAY) {
      for (const [start, end] of taken.get(bucket(lane, from + shift)) ?? []) {
        if (start < to && from < end) return false;
      }
    }
    return true;
  };
  const spanOf = (slot: Slot) => slot.endMs + slot.rule.recoupTime * MINUTE;
  return {
    freeLanes: (slot: Slot) =>
      (lanes.get(slot.rule.sectionId) ?? []).filter((lane) =>
        isFree(lane, slot.startMs, spanOf(slot)),
      ),
    take(lane: number, slot: Slot) {
      const key = bucket(lane, slot.startMs);
      const spans = taken.get(key) ?? [];
      spans.push([slot.startMs, spanOf(slot)]);
      taken.set(key, spans);
    },
  };
}

interface Kind {
  status: number;
  sub?: number;
  waitList?: 1;
  inquiry?: 1;
  lane: number | null;
}

/**
 * Collects booking rows and writes them in guid order: random keys written as drawn land all
 * over the primary key's tree and make the commit several times slower.
 */
function rowWriter(db: Db, unit: SeedUnit, now: number, random: Random) {
  const insertBooking = db.prepare<unknown[]>(
    `INSERT INTO bookings (guid, system, unit_id, number, status, sub_status, guests, is_activity, is_wait_list,
       is_inquiry, language, created_ms, changed_ms, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTime = db.prepare<unknown[]>(
    `INSERT INTO booking_times (booking_guid, rule_id, section_id, resource_id, start_ms, end_ms, recoup_min, held,
       system, unit_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let number = (
    db.prepare('SELECT COALESCE(MAX(number), 1000) AS last FROM bookings').get() as {
      last: number;
    }
  ).last;
  const rows: { guid: string; booking: unknown[]; time: unknown[] }[] = [];
  return {
    add(slot: Slot, kind: Kind) {
      const guid = random.uuid();
      const createdMs = Math.min(now, slot.startMs) - (1 + random.below(30 * 24 * 60)) * MINUTE;
      const fname = NAMES[random.below(NAMES.length)]!;
      number += 1;
      const data = {
        contact: {
          fname,
          lname: `Gäst ${number}`,
          email: `${fname.toLowerCase()}.${number}@example.com`,
          mobile: '+46701234567',
          newsletter: false,
          message: '',
        },
        history: [{ changeMs: createdMs, status: kind.status }],
        finalized: true,
        ...(kind.inquiry
          ? { inquiry: { originalStartMs: slot.startMs, proposedStartMs: null } }
          : {}),
      };
      const { rule } = slot;
      const held = kind.lane !== null && kind.status !== BookingStatus.Canceled ? 1 : 0;
      rows.push({
        guid,
        booking: [
          guid,
          unit.system,
          unit.id,
          number,
          kind.status,
          kind.sub ?? InquirySubStatus.None,
          slot.guests,
          unit.isActivityVenue ? 1 : 0,
          kind.waitList ?? 0,
          kind.inquiry ?? 0,
          unit.language,
          createdMs,
          createdMs,
          JSON.stringify(data),
        ],
        time: [
          guid,
          rule.id,
          rule.sectionId,
          kind.lane,
          slot.startMs,
          slot.endMs,
          rule.recoupTime,
          held,
          unit.system,
          unit.id,
        ],
      });
    },
    flush() {
      rows.sort((a, b) => (a.guid < b.guid ? -1 : 1));
      for (const row of rows) {
        insertBooking.run(...row.booking);
        insertTime.run(...row.time);
      }
      rows.length = 0;
    },
  };
}

/** A booking's status: some cancelled (no lane held), past ones left or no-show. */
function statusOf(roll: number, past: boolean): number {
  if (roll < 0.08) return BookingStatus.Canceled;
  if (!past) return BookingStatus.Web;
  return roll < 0.11 ? BookingStatus.NoShow : BookingStatus.Left;
}

/** Writes a history for `unit` (already written by writeSeed) and returns what it wrote. */
export function writeHistory(
  db: Db,
  unit: SeedUnit,
  now: number,
  options: HistoryOptions = {},
): HistoryCounts {
  const { days = 365, bookings = 100_000, seed = 51 } = options;
  const random = randomOf(seed);
  const { rules, pick } = slotPicker(
    unit,
    now,
    random,
    days,
    Math.min(days, options.futureDays ?? 60),
  );
  const lanes = laneBook(unit, rules);
  const rows = rowWriter(db, unit, now, random);
  const counts: HistoryCounts = { bookings: 0, waitList: 0, inquiries: 0, skipped: 0 };
  for (let index = 0; index < bookings; index += 1) {
    let placed = false;
    for (let attempt = 0; attempt < 50 && !placed; attempt += 1) {
      const slot = pick();
      const free = lanes.freeLanes(slot);
      if (free.length === 0) continue;
      const lane = free[random.below(free.length)]!;
      const status = statusOf(random.next(), slot.startMs < now);
      if (status !== BookingStatus.Canceled) lanes.take(lane, slot);
      rows.add(slot, { status, lane });
      placed = true;
    }
    if (placed) counts.bookings += 1;
    else counts.skipped += 1;
  }
  const waitList = rules.some((rule) => rule.waitList) ? (options.waitList ?? bookings / 20) : 0;
  for (; counts.waitList < waitList; counts.waitList += 1) {
    let slot = pick();
    while (!slot.rule.waitList) slot = pick();
    rows.add(slot, { status: BookingStatus.WaitList, waitList: 1, lane: null });
  }
  for (; counts.inquiries < (options.inquiries ?? bookings / 20); counts.inquiries += 1) {
    const sub = InquirySubStatus.WaitingForReview;
    rows.add(pick(), { status: BookingStatus.Inquiry, sub, inquiry: 1, lane: null });
  }
  db.transaction(() => rows.flush())();
  return counts;
}
