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

/** Holds by resource id: a slot reads only its own section's resources' holds. */
export type HoldIndex = Map<number, Hold[]>;

function indexHolds(holds: Hold[]): HoldIndex {
  const index: HoldIndex = new Map();
  for (const hold of holds) {
    const list = index.get(hold.resourceId);
    if (list) list.push(hold);
    else index.set(hold.resourceId, [hold]);
  }
  return index;
}

/**
 * Held resources of a unit overlapping [fromMs, toMs). Issue 51: a hold that overlaps starts
 * at most the longest hold's span before fromMs, so both ends of the start index are bounded
 * (the longest span is read from an index of its own) and the query reads the days asked for,
 * not the history before them, from one index (booking_times carries its booking's unit).
 */
export function loadHolds(
  db: Db,
  system: string,
  unitId: number,
  fromMs: number,
  toMs: number,
): Hold[] {
  const statements = holdStatements(db);
  const longest = statements.longest.get() as number | null;
  if (longest === null) return [];
  return statements.withGuids.all(system, unitId, fromMs - longest, toMs, fromMs) as Hold[];
}

/**
 * The holds overlapping [fromMs, toMs) of one section's resources, or of all the unit's (null),
 * indexed. Issue 51: one section's part of a day reads its own lanes (0.4 ms at 100 sections),
 * not the 500 holds of a large venue's day (2.5 ms); a whole day is one query, not 100.
 */
export function loadSectionHolds(
  db: Db,
  venue: Venue,
  sectionId: number | null,
  fromMs: number,
  toMs: number,
): HoldIndex {
  const statements = holdStatements(db);
  const longest = statements.longest.get() as number | null;
  if (longest === null) return new Map();
  const values = [venue.system, venue.id, fromMs - longest, toMs, fromMs];
  let rows: [number, number, number, number][];
  // Rows as arrays and no guid (availability ignores no booking): a third of the time.
  if (sectionId === null) rows = statements.rows.all(...values) as typeof rows;
  else {
    const ids = resourcesOf(venue, sectionId).map((resource) => resource.id);
    rows = statements.section.all(...values, JSON.stringify(ids)) as typeof rows;
  }
  return indexHolds(
    rows.map(([resourceId, startMs, endMs, recoupMin]) => ({
      guid: '',
      resourceId,
      startMs,
      endMs,
      recoupMin,
    })),
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareHolds>>();

/** loadHolds' statements, prepared once per connection (issue 51: preparing cost as much). */
function holdStatements(db: Db) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = prepareHolds(db)));
  return statements;
}

function prepareHolds(db: Db) {
  const where = `FROM booking_times
     WHERE system = ? AND unit_id = ? AND held = 1 AND start_ms >= ? AND start_ms < ?
       AND end_ms + recoup_min * 60000 > ? AND resource_id IS NOT NULL`;
  return {
    longest: db
      .prepare(
        'SELECT MAX(end_ms + recoup_min * 60000 - start_ms) AS longest FROM booking_times WHERE held = 1',
      )
      .pluck(),
    withGuids: db.prepare(
      `SELECT booking_guid AS guid, resource_id AS resourceId, start_ms AS startMs, end_ms AS endMs,
                recoup_min AS recoupMin ${where}`,
    ),
    rows: db.prepare(`SELECT resource_id, start_ms, end_ms, recoup_min ${where}`).raw(),
    section: db
      .prepare(
        `SELECT resource_id, start_ms, end_ms, recoup_min ${where}
           AND resource_id IN (SELECT value FROM json_each(?))`,
      )
      .raw(),
  };
}

export function venueToday(venue: Venue, now: number): DateTime {
  return DateTime.fromMillis(now, { zone: venueZone(venue.unit.timeZone) }).startOf('day');
}

export function dayStart(venue: Venue, date: string): DateTime {
  return DateTime.fromISO(date, { zone: venueZone(venue.unit.timeZone) }).startOf('day');
}

/** The first and last bookable dates: today up to yesterday plus the booking window (doc 1 §9). */
export function bookingWindow(venue: Venue, now: number): { first: DateTime; last: DateTime } {
  const first = venueToday(venue, now);
  const { amount, unit } = venue.unit.bookingWindow;
  return { first, last: first.minus({ days: 1 }).plus({ [`${unit}s`]: amount }) };
}

/** Dates from today up to yesterday plus the booking window are bookable (doc 1 §9). */
export function isWithinWindow(
  venue: Venue,
  date: string,
  now: number,
  window = bookingWindow(venue, now),
): boolean {
  const day = dayStart(venue, date);
  return day >= window.first && day <= window.last;
}

/** What holds for every rule of a venue on a date: read once per day, not once per rule. */
export interface DayFacts {
  date: string;
  day: DateTime;
  /** The unit is closed that day (a closed date or weekday) or it is outside the window. */
  closed: boolean;
  /** The instant of a wall-clock time that day (rules share their clock times). */
  at(hhmm: string): number;
}

/** A day's facts; a range of days passes the booking window it read once. */
export function dayFacts(
  venue: Venue,
  date: string,
  now: number,
  window = bookingWindow(venue, now),
): DayFacts {
  const day = dayStart(venue, date);
  const closed =
    venue.closedDays.has(date) ||
    venue.unit.closedWeekdays.includes(day.weekday) ||
    day < window.first ||
    day > window.last;
  const clocks = new Map<string, number>();
  const at = (hhmm: string) => {
    let ms = clocks.get(hhmm);
    if (ms === undefined) {
      const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
      clocks.set(hhmm, (ms = day.set({ hour, minute }).toMillis()));
    }
    return ms;
  };
  return { date, day, closed, at };
}

/** Every start of the rule on a date, in the venue's time zone (minutes step in real time). */
function ruleStarts(rule: SeedRule, facts: DayFacts): number[] {
  if (!rule.times) return [];
  const starts: number[] = [];
  const last = facts.at(rule.times.to);
  const step = rule.times.everyMinutes * MINUTE;
  for (let time = facts.at(rule.times.from); time <= last; time += step) starts.push(time);
  return starts;
}

/** The rule's shared cut-off that day, or null where each time locks on its own. */
function cutoffOf(rule: SeedRule, day: DateTime): number | null {
  if (rule.lockPerTime || rule.lockTime === 0) return null;
  return day.plus({ hours: rule.startTime }).toMillis() - rule.lockTime * MINUTE;
}

function untilOf(rule: SeedRule, cutoff: number | null, startMs: number): number {
  return cutoff === null ? startMs - rule.lockTime * MINUTE : Math.min(cutoff, startMs);
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
  return untilOf(rule, cutoffOf(rule, dayStart(venue, date)), startMs);
}

function overlaps(hold: Hold, startMs: number, endMs: number, recoupMin: number): boolean {
  return (
    hold.startMs < endMs + recoupMin * MINUTE && startMs < hold.endMs + hold.recoupMin * MINUTE
  );
}

const bySection = new WeakMap<Venue, Map<number, Resource[]>>();

/** A section's resources, grouped once per venue read. */
function resourcesOf(venue: Venue, sectionId: number): Resource[] {
  let sections = bySection.get(venue);
  if (!sections) {
    sections = new Map();
    for (const resource of venue.resources) {
      const list = sections.get(resource.sectionId);
      if (list) list.push(resource);
      else sections.set(resource.sectionId, [resource]);
    }
    bySection.set(venue, sections);
  }
  return sections.get(sectionId) ?? [];
}

/** A rule on a date with what every one of its times shares. */
interface RuleContext {
  venue: Venue;
  rule: SeedRule;
  date: string;
  now: number;
  cutoff: number | null;
  sizes: number[];
  resources: Resource[];
  holds: HoldIndex;
  keepsWaitList: boolean;
  ignoreGuid?: string;
  /** Seats by free resources (see seatsAt), and the ranges of a locked time, once computed. */
  seats: Map<number | string, Seats>;
  locked?: SlotState['unavailability'];
}

function ruleContext(
  venue: Venue,
  rule: SeedRule,
  facts: Pick<DayFacts, 'date' | 'day'>,
  now: number,
  holds: Hold[] | HoldIndex,
  ignoreGuid?: string,
): RuleContext {
  return {
    venue,
    rule,
    date: facts.date,
    now,
    cutoff: cutoffOf(rule, facts.day),
    sizes: Array.from(
      { length: Math.max(0, rule.maxGroupSize - rule.minGroupSize + 1) },
      (_, index) => rule.minGroupSize + index,
    ),
    resources: resourcesOf(venue, rule.sectionId),
    holds: Array.isArray(holds) ? indexHolds(holds) : holds,
    keepsWaitList: rule.waitList && !venue.ruleNoWaitListDays.get(rule.id)?.has(facts.date),
    ignoreGuid,
    seats: new Map(),
  };
}

function isFree(ctx: RuleContext, resource: Resource, startMs: number, endMs: number): boolean {
  const holds = ctx.holds.get(resource.id);
  if (!holds) return true;
  for (const hold of holds) {
    if (hold.guid !== ctx.ignoreGuid && overlaps(hold, startMs, endMs, ctx.rule.recoupTime)) {
      return false;
    }
  }
  return true;
}

/** The section's resources free for a time, ignoring the holds of one booking (edit, refresh). */
function freeResources(ctx: RuleContext, startMs: number): Resource[] {
  const endMs = startMs + ctx.rule.durationMinutes * MINUTE;
  return ctx.resources.filter((resource) => isFree(ctx, resource, startMs, endMs));
}

/** Which resources are free for a time: bits by position (over 30 resources: their ids). */
function freeKey(ctx: RuleContext, startMs: number): number | string {
  const endMs = startMs + ctx.rule.durationMinutes * MINUTE;
  if (ctx.resources.length > 30) {
    return freeResources(ctx, startMs)
      .map((resource) => resource.id)
      .join(',');
  }
  let bits = 0;
  for (let index = 0; index < ctx.resources.length; index += 1) {
    if (isFree(ctx, ctx.resources[index]!, startMs, endMs)) bits |= 1 << index;
  }
  return bits;
}

function fits(resources: Resource[], size: number): boolean {
  return resources.some((resource) => resource.minChairs <= size && size <= resource.maxChairs);
}

/** Party sizes seated by the free resources, and those the waiting list takes instead. */
function seatsOf(ctx: RuleContext, free: Resource[]) {
  const availableSeats = ctx.sizes.filter((size) => fits(free, size));
  const unseated = ctx.sizes.filter((size) => !availableSeats.includes(size));
  const waitListSeats = ctx.keepsWaitList
    ? unseated.filter((size) => fits(ctx.resources, size))
    : [];
  return { availableSeats, unseated, waitListSeats };
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

/** What a time's free resources give; times with the same free resources share it. */
interface Seats {
  free: Resource[];
  availableSeats: number[];
  waitListSeats: number[];
  unavailability: SlotState['unavailability'];
}

function seatsAt(ctx: RuleContext, startMs: number): Seats {
  const key = freeKey(ctx, startMs);
  let seats = ctx.seats.get(key);
  if (!seats) {
    const free = freeResources(ctx, startMs);
    const { availableSeats, unseated, waitListSeats } = seatsOf(ctx, free);
    const reason =
      free.length === 0
        ? UnavailabilityReason.NoBookableResources
        : UnavailabilityReason.FullyBookedForGroupSize;
    seats = { free, availableSeats, waitListSeats, unavailability: toRanges(unseated, reason) };
    ctx.seats.set(key, seats);
  }
  return seats;
}

function slotOf(ctx: RuleContext, startMs: number): SlotState {
  const { rule, now } = ctx;
  const until = untilOf(rule, ctx.cutoff, startMs);
  const expired = now > until || now >= startMs;
  const seats = seatsAt(ctx, startMs);
  ctx.locked ??= toRanges(ctx.sizes, UnavailabilityReason.LockTimePassed);
  return {
    ruleId: rule.id,
    startMs,
    endMs: startMs + rule.durationMinutes * MINUTE,
    recoupMin: rule.recoupTime,
    availableUntilMs: until,
    expired,
    freeResources: seats.free,
    availableSeats: expired ? [] : seats.availableSeats,
    waitListSeats: expired ? [] : seats.waitListSeats,
    unavailability: expired ? ctx.locked : seats.unavailability,
  };
}

export function slotState(
  venue: Venue,
  rule: SeedRule,
  date: string,
  startMs: number,
  now: number,
  holds: Hold[] | HoldIndex,
  ignoreGuid?: string,
): SlotState {
  const facts = { date, day: dayStart(venue, date) };
  return slotOf(ruleContext(venue, rule, facts, now, holds, ignoreGuid), startMs);
}

/** Whether the rule runs that weekday, and whether it is closed that day. */
function ruleOpen(venue: Venue, rule: SeedRule, facts: DayFacts) {
  const runs = rule.weekdays.includes(facts.day.weekday);
  const closed =
    facts.closed || rule.isClosed || Boolean(venue.ruleClosedDays.get(rule.id)?.has(facts.date));
  return { runs, closed, hasTimes: runs && !closed && !rule.isTextRow };
}

function ruleDayOf(
  venue: Venue,
  rule: SeedRule,
  facts: DayFacts,
  now: number,
  holds: Hold[] | HoldIndex,
  ignoreGuid?: string,
): RuleDay {
  const { runs, closed, hasTimes } = ruleOpen(venue, rule, facts);
  let slots: SlotState[] = [];
  if (hasTimes) {
    const ctx = ruleContext(venue, rule, facts, now, holds, ignoreGuid);
    slots = ruleStarts(rule, facts).map((start) => slotOf(ctx, start));
  }
  return { rule, date: facts.date, runs, closed, slots };
}

/** A rule's times on one date, computed from the stored holds and the clock. */
export function ruleDay(
  venue: Venue,
  rule: SeedRule,
  date: string,
  now: number,
  holds: Hold[] | HoldIndex,
  ignoreGuid?: string,
): RuleDay {
  return ruleDayOf(venue, rule, dayFacts(venue, date, now), now, holds, ignoreGuid);
}

/** What dayStates reads of a section's day: a time still bookable, and the seats of all. */
export interface SeatsSummary {
  live: boolean;
  available: Set<number>;
  waitList: Set<number>;
}

/**
 * Adds a rule's day to `summary` as if every slot were computed and united (dayStates), without
 * building them: times whose free resources are the same have the same seats, and once every
 * size a section can seat is in both sets no further time can add one (issue 51).
 */
export function addRuleDaySeats(
  venue: Venue,
  rule: SeedRule,
  facts: DayFacts,
  now: number,
  holds: HoldIndex,
  summary: SeatsSummary,
): void {
  if (!ruleOpen(venue, rule, facts).hasTimes) return;
  const ctx = ruleContext(venue, rule, facts, now, holds);
  // The most a time can add: every size seated (all free), every size waiting (none free).
  const most = seatsOf(ctx, ctx.resources).availableSeats;
  const mostWaiting = seatsOf(ctx, []).waitListSeats;
  const known = new Set<number | string>();
  for (const start of ruleStarts(rule, facts)) {
    if (now > untilOf(rule, ctx.cutoff, start) || now >= start) continue;
    summary.live = true;
    const key = freeKey(ctx, start);
    // Times with the same free resources seat the same sizes: only a new set can add one.
    if (known.has(key)) continue;
    known.add(key);
    const seats = seatsOf(ctx, freeResources(ctx, start));
    for (const size of seats.availableSeats) summary.available.add(size);
    for (const size of seats.waitListSeats) summary.waitList.add(size);
    if (isFull(summary, most, mostWaiting)) return;
  }
}

function isFull(summary: SeatsSummary, most: number[], mostWaiting: number[]): boolean {
  return (
    most.every((size) => summary.available.has(size)) &&
    mostWaiting.every((size) => summary.waitList.has(size))
  );
}

/** Some rules (a section's) on a date: the times of those that run, holds read by the caller. */
export function rulesDay(
  venue: Venue,
  rules: SeedRule[],
  facts: DayFacts,
  now: number,
  holds: HoldIndex,
): RuleDay[] {
  return rules.map((rule) => ruleDayOf(venue, rule, facts, now, holds));
}

/**
 * The instants [from, until) around `now` over which the rules' times on that day keep what
 * the clock gives them (issue 51): a time expires at its cut-off or its start, and the booking
 * window moves at the venue's midnights (`midnights`: today's start and the next day's).
 */
export function steadySpan(
  venue: Venue,
  rules: SeedRule[],
  facts: DayFacts,
  now: number,
  midnights: { from: number; until: number },
): { from: number; until: number } {
  let { from, until } = midnights;
  for (const rule of rules) {
    if (!ruleOpen(venue, rule, facts).hasTimes) continue;
    const cutoff = cutoffOf(rule, facts.day);
    for (const start of ruleStarts(rule, facts)) {
      // Expired from here on: now > cut-off (a whole ms past it) or now >= start.
      const expires = Math.min(untilOf(rule, cutoff, start) + 1, start);
      if (expires <= now) from = Math.max(from, expires);
      else until = Math.min(until, expires);
    }
  }
  return { from, until };
}
