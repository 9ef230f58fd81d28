import { DateTime } from 'luxon';
import type {
  AvailableTimesQuery,
  DayState,
  DayStatesQuery,
  Unit,
} from '../../shared/contract/index.ts';
import type { Db } from '../db/openDatabase.ts';
import type { SeedRule } from '../seed/seedSchema.ts';
import type { AvailabilityCache } from './availabilityCache.ts';
import {
  addRuleDaySeats,
  bookingWindow,
  dayFacts,
  dayStart,
  isWithinWindow,
  loadSectionHolds,
  rulesDay,
  steadySpan,
  venueToday,
  type HoldIndex,
  type RuleDay,
  type SeatsSummary,
} from './availability.ts';
import { venueIso } from './bookingView.ts';
import type { Venue } from './venue.ts';

const absolute = (origin: string, path: string | null) =>
  path ? new URL(path, origin).toString() : null;

interface VenueRules {
  /** Sections with rules, in the order their first rule comes (dayStates' order). */
  sections: number[];
  bySection: Map<number, SeedRule[]>;
}

const rulesByVenue = new WeakMap<Venue, VenueRules>();

/** A venue's rules by section, grouped once per venue read. */
function venueRules(venue: Venue): VenueRules {
  let found = rulesByVenue.get(venue);
  if (!found) {
    const bySection = new Map<number, SeedRule[]>();
    for (const rule of venue.rules) {
      const list = bySection.get(rule.sectionId);
      if (list) list.push(rule);
      else bySection.set(rule.sectionId, [rule]);
    }
    found = { sections: [...bySection.keys()], bySection };
    rulesByVenue.set(venue, found);
  }
  return found;
}

/** What one request reads a venue's days with: parts kept, holds read once per day asked. */
function dayReader(db: Db, cache: AvailabilityCache, venue: Venue, now: number) {
  const today = venueToday(venue, now);
  const midnights = { from: today.toMillis(), until: today.plus({ days: 1 }).toMillis() };
  const window = bookingWindow(venue, now);
  const reader = cache.reader(now);
  const venueKey = `${venue.system.toLowerCase()}|${venue.id}`;
  const reach = { system: venue.system, unitId: venue.id, fromMs: Infinity, toMs: -Infinity };
  return {
    reader,
    /** The span of holds the days read so far read. */
    reach,
    /** A day's facts, the span its answers read holds from, and its holds, read when needed. */
    day(date: string) {
      const facts = dayFacts(venue, date, now, window);
      const fromMs = facts.day.toMillis();
      const toMs = facts.day.plus({ days: 2 }).toMillis();
      reach.fromMs = Math.min(reach.fromMs, fromMs);
      reach.toMs = Math.max(reach.toMs, toMs);
      const groups = new Map<string, string>();
      let reads = 0;
      let all: HoldIndex | undefined;
      return {
        facts,
        /**
         * A section's holds overlapping the day and the next (times run past midnight): its own
         * for the first two sections computed that day, then the whole unit's, read once.
         */
        holds(sectionId: number): HoldIndex {
          reads += 1;
          if (reads <= 2) return loadSectionHolds(db, venue, sectionId, fromMs, toMs);
          return (all ??= loadSectionHolds(db, venue, null, fromMs, toMs));
        },
        /** A part of section `sectionId` that day, computed only when no kept one holds. */
        part<T>(kind: string, sectionId: number, compute: (rules: SeedRule[]) => T): T {
          const version = cache.versions.section(venue.system, venue.id, sectionId, fromMs, toMs);
          let group = groups.get(kind);
          if (group === undefined) groups.set(kind, (group = `${kind}|${venueKey}|${date}`));
          return reader.part(group, sectionId, version, () => {
            const rules = venueRules(venue).bySection.get(sectionId) ?? [];
            const span = steadySpan(venue, rules, facts, now, midnights);
            return { value: compute(rules), ...span };
          });
        },
      };
    },
  };
}

type DayReader = ReturnType<typeof dayReader>;

const sorted = (sizes: Set<number>) => [...sizes].sort((a, b) => a - b);

/** Day states of [from, to): one entry per section with rules, per day (doc 1 §7). */
function rangeEntries(
  days: DayReader,
  venue: Venue,
  from: string,
  to: string,
  now: number,
  sectionIds?: number[],
): DayState[] {
  const entries: DayState[] = [];
  const sections = venueRules(venue).sections.filter(
    (id) => !sectionIds?.length || sectionIds.includes(id),
  );
  let date = dayStart(venue, from);
  const end = dayStart(venue, to);
  // toDate is the first day after the range (doc 1 §7: up to the start of the next month).
  do {
    const day = days.day(date.toISODate()!);
    for (const sectionId of sections) {
      entries.push(
        day.part('dayState', sectionId, (rules) => {
          const summary: SeatsSummary = { live: false, available: new Set(), waitList: new Set() };
          const holds = day.holds(sectionId);
          for (const rule of rules) addRuleDaySeats(venue, rule, day.facts, now, holds, summary);
          return {
            day: day.facts.date,
            state: summary.live,
            availableSeats: sorted(summary.available),
            waitListSeats: sorted(summary.waitList),
            sectionId,
          };
        }),
      );
    }
    date = date.plus({ days: 1 });
  } while (date < end);
  return entries;
}

const written = new WeakMap<DayState, string>();

/** A kept entry's JSON, written once. */
function jsonOf(entry: DayState): string {
  let json = written.get(entry);
  if (json === undefined) written.set(entry, (json = JSON.stringify(entry)));
  return json;
}

const hasOpenDay = (entries: DayState[]) =>
  entries.some((entry) => entry.state && entry.availableSeats.length > 0);

/** GET WebBooking/dayStates: the entries, read through the cache's parts. */
function dayStatesOf(days: DayReader, venue: Venue, query: DayStatesQuery, now: number) {
  let entries = rangeEntries(days, venue, query.fromDate, query.toDate, now, query.sectionId);
  if (query.includeFirstAvailableMonth && !hasOpenDay(entries)) {
    const today = venueToday(venue, now);
    let month = dayStart(venue, query.toDate).startOf('month');
    if (month.toISODate()! < query.toDate) month = month.plus({ months: 1 });
    while (isWithinWindow(venue, month.toISODate()!, now) || month < today) {
      const from = month < today ? today : month;
      const next = rangeEntries(
        days,
        venue,
        from.toISODate()!,
        month.plus({ months: 1 }).toISODate()!,
        now,
        query.sectionId,
      );
      if (hasOpenDay(next)) {
        entries = [...entries, ...next];
        break;
      }
      month = month.plus({ months: 1 });
    }
  }
  if (!query.includeAvailableSeats) {
    entries = entries.map((entry) => ({ ...entry, availableSeats: [], waitListSeats: [] }));
  }
  return entries;
}

/** What an answer route sends: the body, and whether it was kept (no part computed). */
export interface Answer {
  body: ReturnType<AvailabilityCache['body']>['body'];
  kept: boolean;
}

/** GET WebBooking/dayStates, as JSON kept while no day it reads changed (issue 51). */
export function dayStatesAnswer(
  db: Db,
  cache: AvailabilityCache,
  venue: Venue,
  query: DayStatesQuery,
  now: number,
): Answer {
  const key = `dayStates|${venue.system.toLowerCase()}|${venue.id}|${JSON.stringify(query)}`;
  const kept = cache.kept(key, now);
  if (kept) return { body: kept, kept: true };
  const days = dayReader(db, cache, venue, now);
  const entries = dayStatesOf(days, venue, query, now);
  // Kept entries keep their JSON: a month rebuilt after a booking writes three entries anew,
  // not 3,100. Entries without seats are new objects and written whole.
  return cache.body(key, days.reader, days.reach, () =>
    query.includeAvailableSeats ? `[${entries.map(jsonOf).join(',')}]` : JSON.stringify(entries),
  );
}

/** A section of an availableTimes answer (the contract's Unit section). */
type SectionTimes = Unit['sections'][number];

/** GET WebBooking/availableTimes, as JSON: each section's part is kept on its own (issue 51). */
export function availableTimesAnswer(
  db: Db,
  cache: AvailabilityCache,
  venue: Venue,
  query: AvailableTimesQuery,
  now: number,
  origin: string,
): Answer {
  const key = `times|${venue.system.toLowerCase()}|${venue.id}|${origin}|${JSON.stringify(query)}`;
  const kept = cache.kept(key, now);
  if (kept) return { body: kept, kept: true };
  const days = dayReader(db, cache, venue, now);
  const day = days.day(query.date);
  const clock = clockWriter(venue);
  const parts = venue.sections
    .filter((section) => !query.sectionId?.length || query.sectionId.includes(section.id))
    .map((section) =>
      day.part(`times|${origin}`, section.id, (rules) => {
        const ruleDays = rulesDay(venue, rules, day.facts, now, day.holds(section.id));
        const runs = ruleDays.filter((ruleDay) => ruleDay.runs);
        const times: SectionTimes = {
          id: section.id,
          name: section.name,
          hidden: section.hidden,
          sortOrder: section.sortOrder,
          description: section.description,
          image: absolute(origin, section.image),
          unavailable: !runs.some((ruleDay) => !ruleDay.closed && !ruleDay.rule.isTextRow),
          timeSets: runs.map((ruleDay) => timeSetOf(ruleDay, clock)),
        };
        return JSON.stringify(times);
      }),
    );
  const zone = venue.unit.timeZone;
  // The unit's JSON around its sections' kept JSON: what JSON.stringify of Unit[] writes.
  return cache.body(
    key,
    days.reader,
    days.reach,
    () =>
      `[{"id":${venue.id},"name":${JSON.stringify(venue.unit.name)},` +
      `"timeZone":${JSON.stringify(zone)},"sections":[${parts.join(',')}]}]`,
  );
}

/**
 * Sections share their clock times: each instant is written once per request (a large
 * venue's day has 10,000 times, and writing their instants was most of the answer's cost).
 */
function clockWriter(venue: Venue) {
  const zone = venue.unit.timeZone;
  const written = new Map<number, string>();
  const names = new Map<number, string>();
  return {
    iso(ms: number) {
      let text = written.get(ms);
      if (text === undefined) written.set(ms, (text = venueIso(venue, ms)));
      return text;
    },
    name(ms: number) {
      let text = names.get(ms);
      if (text === undefined)
        names.set(ms, (text = DateTime.fromMillis(ms, { zone }).toFormat('HH:mm')));
      return text;
    },
  };
}

function timeSetOf(
  { rule, date, closed, slots }: RuleDay,
  { iso, name }: ReturnType<typeof clockWriter>,
): SectionTimes['timeSets'][number] {
  return {
    id: rule.id,
    sectionId: rule.sectionId,
    title: rule.title,
    bookingType: rule.bookingType,
    comment: rule.comment,
    conditions: rule.conditions,
    paymentInformation: rule.paymentInformation,
    isClosed: rule.isClosed || closed,
    isTextRow: rule.isTextRow,
    menuGuid: rule.menuGuid,
    requireMenuSelection: rule.requireMenuSelection,
    requireMenuPayment: rule.requireMenuPayment,
    date,
    times: slots.map((slot) => ({
      name: name(slot.startMs),
      title: rule.title,
      ruleId: rule.id,
      start: iso(slot.startMs),
      // doc 1 §4 reads a slot's active part as start to end minus recoup: end includes it.
      end: iso(slot.endMs + slot.recoupMin * 60_000),
      recoupTime: slot.recoupMin,
      availableUntil: iso(slot.availableUntilMs),
      availableSeats: slot.availableSeats,
      waitListSeats: slot.waitListSeats,
      timeExpired: slot.expired,
      unavailability: slot.unavailability,
    })),
    recoupTime: rule.recoupTime,
    minGroupSize: rule.minGroupSize,
    maxGroupSize: rule.maxGroupSize,
    startTime: rule.startTime,
    lockTime: rule.lockTime,
    lockPerTime: rule.lockPerTime,
    paymentRule: rule.paymentRule,
    paymentCalculation: rule.paymentCalculation,
    paymentAmount: rule.paymentAmount,
    paymentVAT: rule.paymentVAT,
  };
}
