import { DateTime } from 'luxon';
import { UnavailabilityReason } from '../../shared/enums.ts';
import type { Db } from '../db/openDatabase.ts';
import type { SeedRule } from '../seed/seedSchema.ts';
import type { Resource, Venue } from './venue.ts';
import { venueZone } from './venueZone.ts';

/** A resource taken by a booking time, including its recoup time. */
export interface Hold {
  guid: string;
  resourceId: number;
  startMs: number;
  endMs: number;
  recoupMin: number;
}

export interface SlotState {
  ruleId: number;
  startMs: number;
  endMs: number;
  recoupMin: number;
  availableUntilMs: number;
  expired: boolean;
  availableSeats: number[];
  waitListSeats: number[];
  unavailability: { from: number; to: number; reason: UnavailabilityReason }[];
  freeResources: Resource[];
}

export interface RuleDay {
  rule: SeedRule;
  date: string;
  /** The rule's weekday pattern includes this date. */
  runs: boolean;
  /** Closed by the rule flag, a closed date, or the booking window. */
  closed: boolean;
  slots: SlotState[];
}

const MINUTE = 60_000;

/** Held resources of a unit overlapping [fromMs, toMs). */
export function loadHolds(
  db: Db,
  system: string,
  unitId: number,
  fromMs: number,
  toMs: number,
): Hold[] {
  return db
    .prepare(
      `SELECT t.booking_guid AS guid, t.resource_id AS resourceId, t.start_ms AS startMs, t.end_ms AS endMs,
              t.recoup_min AS recoupMin
       FROM booking_times t JOIN bookings b ON b.guid = t.booking_guid
       WHERE t.held = 1 AND t.resource_id IS NOT NULL AND b.system = ? AND b.unit_id = ?
         AND t.start_ms < ? AND t.end_ms + t.recoup_min * 60000 > ?`,
    )
    .all(system, unitId, toMs, fromMs) as Hold[];
}

export function venueToday(venue: Venue, now: number): DateTime {
  return DateTime.fromMillis(now, { zone: venueZone(venue.unit.timeZone) }).startOf('day');
}

export function dayStart(venue: Venue, date: string): DateTime {
  return DateTime.fromISO(date, { zone: venueZone(venue.unit.timeZone) }).startOf('day');
}

/** Dates from today up to yesterday plus the booking window are bookable (doc 1 §9). */
export function isWithinWindow(venue: Venue, date: string, now: number): boolean {
  const today = venueToday(venue, now);
  const { amount, unit } = venue.unit.bookingWindow;
  const last = today.minus({ days: 1 }).plus({ [`${unit}s`]: amount });
  const day = dayStart(venue, date);
  return day >= today && day <= last;
}

function isUnitClosed(venue: Venue, date: string): boolean {
  return (
    venue.closedDays.has(date) || venue.unit.closedWeekdays.includes(dayStart(venue, date).weekday)
  );
}

/** Every start of the rule on a date, in the venue's time zone. */
function ruleStarts(venue: Venue, rule: SeedRule, date: string): number[] {
  if (!rule.times) return [];
  const day = dayStart(venue, date);
  const at = (hhmm: string) => {
    const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
    return day.set({ hour, minute });
  };
  const starts: number[] = [];
  for (
    let time = at(rule.times.from);
    time <= at(rule.times.to);
    time = time.plus({ minutes: rule.times.everyMinutes })
  ) {
    starts.push(time.toMillis());
  }
  return starts;
}

/**
 * When a time stops being bookable online (doc 2 §4 lock cutoff, never after the start).
 * @internal Exported for its tests.
 */
export function availableUntil(
  venue: Venue,
  rule: SeedRule,
  date: string,
  startMs: number,
): number {
  if (rule.lockPerTime || rule.lockTime === 0) return startMs - rule.lockTime * MINUTE;
  const cutoff =
    dayStart(venue, date).plus({ hours: rule.startTime }).toMillis() - rule.lockTime * MINUTE;
  return Math.min(cutoff, startMs);
}

function overlaps(hold: Hold, startMs: number, endMs: number, recoupMin: number): boolean {
  return (
    hold.startMs < endMs + recoupMin * MINUTE && startMs < hold.endMs + hold.recoupMin * MINUTE
  );
}

/** Free resources of a section for a time, ignoring the holds of one booking (edit, refresh). */
function freeResources(
  venue: Venue,
  sectionId: number,
  holds: Hold[],
  span: { startMs: number; endMs: number; recoupMin: number },
  ignoreGuid?: string,
): Resource[] {
  return venue.resources.filter(
    (resource) =>
      resource.sectionId === sectionId &&
      !holds.some(
        (hold) =>
          hold.resourceId === resource.id &&
          hold.guid !== ignoreGuid &&
          overlaps(hold, span.startMs, span.endMs, span.recoupMin),
      ),
  );
}

/** The smallest free resource that seats the party: big tables stay free for big parties. */
export function pickResource(free: Resource[], guests: number): Resource | undefined {
  return free
    .filter((resource) => resource.minChairs <= guests && guests <= resource.maxChairs)
    .sort((a, b) => a.maxChairs - b.maxChairs || a.id - b.id)[0];
}

function toRanges(sizes: number[], reason: UnavailabilityReason): SlotState['unavailability'] {
  const ranges: SlotState['unavailability'] = [];
  for (const size of sizes) {
    const last = ranges.at(-1);
    if (last && last.to === size - 1 && last.reason === reason) last.to = size;
    else ranges.push({ from: size, to: size, reason });
  }
  return ranges;
}

export function slotState(
  venue: Venue,
  rule: SeedRule,
  date: string,
  startMs: number,
  now: number,
  holds: Hold[],
  ignoreGuid?: string,
): SlotState {
  const span = {
    startMs,
    endMs: startMs + rule.durationMinutes * MINUTE,
    recoupMin: rule.recoupTime,
  };
  const until = availableUntil(venue, rule, date, startMs);
  const expired = now > until || now >= startMs;
  const sizes = Array.from(
    { length: Math.max(0, rule.maxGroupSize - rule.minGroupSize + 1) },
    (_, index) => rule.minGroupSize + index,
  );
  const sectionResources = venue.resources.filter(
    (resource) => resource.sectionId === rule.sectionId,
  );
  const free = freeResources(venue, rule.sectionId, holds, span, ignoreGuid);
  const fits = (resources: Resource[], size: number) =>
    resources.some((resource) => resource.minChairs <= size && size <= resource.maxChairs);
  const keepsWaitList = rule.waitList && !venue.ruleNoWaitListDays.get(rule.id)?.has(date);
  const base = { ruleId: rule.id, ...span, availableUntilMs: until, expired, freeResources: free };
  if (expired) {
    return {
      ...base,
      availableSeats: [],
      waitListSeats: [],
      unavailability: toRanges(sizes, UnavailabilityReason.LockTimePassed),
    };
  }
  const availableSeats = sizes.filter((size) => fits(free, size));
  const unseated = sizes.filter((size) => !availableSeats.includes(size));
  const waitListSeats = keepsWaitList
    ? unseated.filter((size) => fits(sectionResources, size))
    : [];
  const reason =
    free.length === 0
      ? UnavailabilityReason.NoBookableResources
      : UnavailabilityReason.FullyBookedForGroupSize;
  return { ...base, availableSeats, waitListSeats, unavailability: toRanges(unseated, reason) };
}

/** A rule's times on one date, computed from the stored holds and the clock. */
export function ruleDay(
  venue: Venue,
  rule: SeedRule,
  date: string,
  now: number,
  holds: Hold[],
  ignoreGuid?: string,
): RuleDay {
  const weekday = dayStart(venue, date).weekday;
  const runs = rule.weekdays.includes(weekday);
  const closed =
    rule.isClosed ||
    isUnitClosed(venue, date) ||
    Boolean(venue.ruleClosedDays.get(rule.id)?.has(date)) ||
    !isWithinWindow(venue, date, now);
  const slots =
    runs && !closed && !rule.isTextRow
      ? ruleStarts(venue, rule, date).map((start) =>
          slotState(venue, rule, date, start, now, holds, ignoreGuid),
        )
      : [];
  return { rule, date, runs, closed, slots };
}

/** All rules of a venue (optionally some sections) on a date, holds loaded once. */
export function venueDay(
  db: Db,
  venue: Venue,
  date: string,
  now: number,
  sectionIds?: number[],
): RuleDay[] {
  const start = dayStart(venue, date);
  const holds = loadHolds(
    db,
    venue.system,
    venue.id,
    start.toMillis(),
    start.plus({ days: 2 }).toMillis(),
  );
  return venue.rules
    .filter((rule) => !sectionIds || sectionIds.length === 0 || sectionIds.includes(rule.sectionId))
    .map((rule) => ruleDay(venue, rule, date, now, holds));
}
