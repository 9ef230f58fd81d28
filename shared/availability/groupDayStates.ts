import type { DayGroup, DayStateEntry } from './types.ts';

/**
 * Folds the per-section day states into one entry per day (doc 1 §7 dayStates): party sizes
 * united and sorted, open when any section is open.
 */
export function groupDayStates(entries: readonly DayStateEntry[]): Record<string, DayGroup> {
  const groups: Record<string, DayGroup> = {};
  for (const entry of entries) {
    const group = (groups[entry.day] ??= {
      day: entry.day,
      availableIds: [],
      waitListIds: [],
      open: false,
    });
    group.availableIds = unite(group.availableIds, entry.availableSeats ?? []);
    group.waitListIds = unite(group.waitListIds, entry.waitListSeats ?? []);
    group.open ||= entry.state;
  }
  return groups;
}

function unite(a: readonly number[], b: readonly number[]): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}
