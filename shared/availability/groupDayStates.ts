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
    group.availableIds.push(...(entry.availableSeats ?? []));
    group.waitListIds.push(...(entry.waitListSeats ?? []));
    group.open ||= entry.state;
  }
  // Issue 51: a large venue sends one entry per section and day; each day's sizes are united
  // and sorted once, not again for every entry.
  for (const group of Object.values(groups)) {
    group.availableIds = unite(group.availableIds);
    group.waitListIds = unite(group.waitListIds);
  }
  return groups;
}

const unite = (sizes: readonly number[]) => [...new Set(sizes)].sort((x, y) => x - y);
