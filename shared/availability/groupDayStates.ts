import type { DayGroup, DayStateEntry } from './types.ts';

/**
 * Folds the per-section day states into one entry per day (doc 1 §7 dayStates): party sizes
 * united and sorted, open when any section is open.
 */
export function groupDayStates(entries: readonly DayStateEntry[]): Record<string, DayGroup> {
  const groups: Record<string, DayGroup> = {};
  // Issue 51: a large venue sends one entry per section and day; sizes are gathered in sets
  // and sorted once per day, not united and sorted again per entry.
  const seats = new Map<string, [Set<number>, Set<number>]>();
  for (const entry of entries) {
    const group = (groups[entry.day] ??= {
      day: entry.day,
      availableIds: [],
      waitListIds: [],
      open: false,
    });
    let sets = seats.get(entry.day);
    if (!sets) seats.set(entry.day, (sets = [new Set(), new Set()]));
    for (const size of entry.availableSeats ?? []) sets[0].add(size);
    for (const size of entry.waitListSeats ?? []) sets[1].add(size);
    group.open ||= entry.state;
  }
  for (const [day, [available, waitList]] of seats) {
    groups[day]!.availableIds = sorted(available);
    groups[day]!.waitListIds = sorted(waitList);
  }
  return groups;
}

const sorted = (sizes: Set<number>) => [...sizes].sort((x, y) => x - y);
