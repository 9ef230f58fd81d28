import { dayMark } from './dayMark.ts';
import type { DayGroup } from './types.ts';

/**
 * The earliest open day (YYYY-MM-DD) among grouped day states, for the 'first available day'
 * link (doc 1 §2 Date step). With `guests`, only a day the party can book or wait-list counts.
 */
export function firstAvailableDay(
  groups: Readonly<Record<string, DayGroup>>,
  guests?: number,
): string | null {
  const days = Object.values(groups)
    .filter((group) =>
      guests === undefined
        ? group.open
        : ['available', 'waitList'].includes(dayMark(group, guests)),
    )
    .map((group) => group.day)
    .sort();
  return days[0] ?? null;
}
