import type { Db } from '../db/openDatabase.ts';

const DAY_MS = 86_400_000;
/** A hold spanning more days than this marks its whole section (holds last hours). */
const MOST_DAYS = 62;

interface SectionChanges {
  /** The last change of a hold too long to mark day by day. */
  whole: number;
  /** The last change by UTC day number (ms / DAY_MS) a changed hold overlapped. */
  days: Map<number, number>;
}

interface UnitChanges {
  /** The last change of the unit's settings, rules, resources or closed days. */
  settings: number;
  sections: Map<number, SectionChanges>;
  /** The last change of any section by day, and of any section's whole span. */
  days: Map<number, number>;
  whole: number;
}

/**
 * Issue 51: which writes could change which availability. Migration 004's triggers call
 * `changed` for every write to booking_times (with the section and the span [from, to) the
 * time holds, recoup included) and to a unit's settings, resources and closed days (the unit
 * alone), so every writer is covered. Each change takes the next number of one counter;
 * a version is the last change that touched what an answer reads, so an answer kept with
 * version v is still the answer while the version stays v. A write that is rolled back still
 * counts: that costs a computation, never a stale answer.
 */
export function createAvailabilityVersions(db: Db) {
  let last = 0;
  let everything = 0;
  const units = new Map<string, UnitChanges>();
  const keyOf = (system: string, unitId: number) => `${system.toLowerCase()}|${unitId}`;

  function changed(...[system, unitId, sectionId, fromMs, toMs]: unknown[]): null {
    last += 1;
    if (typeof system !== 'string' || typeof unitId !== 'number') {
      everything = last;
      return null;
    }
    const key = keyOf(system, unitId);
    let unit = units.get(key);
    if (!unit)
      units.set(key, (unit = { settings: 0, sections: new Map(), days: new Map(), whole: 0 }));
    if (typeof sectionId !== 'number' || typeof fromMs !== 'number' || typeof toMs !== 'number') {
      unit.settings = last;
      return null;
    }
    let section = unit.sections.get(sectionId);
    if (!section) unit.sections.set(sectionId, (section = { whole: 0, days: new Map() }));
    const first = Math.floor(fromMs / DAY_MS);
    const lastDay = Math.floor((Math.max(toMs, fromMs + 1) - 1) / DAY_MS);
    if (lastDay - first > MOST_DAYS) section.whole = unit.whole = last;
    else {
      for (let day = first; day <= lastDay; day += 1) {
        section.days.set(day, last);
        unit.days.set(day, last);
      }
    }
    return null;
  }
  db.function('availability_changed', { varargs: true }, changed);

  const daysMax = (days: Map<number, number>, fromMs: number, toMs: number, from: number) => {
    let version = from;
    const lastDay = Math.floor((toMs - 1) / DAY_MS);
    for (let day = Math.floor(fromMs / DAY_MS); day <= lastDay; day += 1) {
      version = Math.max(version, days.get(day) ?? 0);
    }
    return version;
  };

  return {
    /** The number of the last change so far. */
    get last() {
      return last;
    },
    /** The last change that could alter any of the unit's times over [fromMs, toMs). */
    range(system: string, unitId: number, fromMs: number, toMs: number): number {
      const unit = units.get(keyOf(system, unitId));
      if (!unit) return everything;
      return daysMax(unit.days, fromMs, toMs, Math.max(everything, unit.settings, unit.whole));
    },
    /** The last change of the unit's settings, rules, resources or closed days. */
    unit(system: string, unitId: number): number {
      return Math.max(everything, units.get(keyOf(system, unitId))?.settings ?? 0);
    },
    /** The last change that could alter a section's times over [fromMs, toMs). */
    section(system: string, unitId: number, sectionId: number, fromMs: number, toMs: number) {
      const unit = units.get(keyOf(system, unitId));
      const version = Math.max(everything, unit?.settings ?? 0);
      const section = unit?.sections.get(sectionId);
      if (!section) return version;
      return daysMax(section.days, fromMs, toMs, Math.max(version, section.whole));
    },
  };
}
