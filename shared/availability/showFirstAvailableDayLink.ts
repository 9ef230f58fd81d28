import type { DayGroup } from './types.ts';

/**
 * The date step offers a 'first available day' link when no day of the shown month
 * (YYYY-MM) is open (doc 1 §2 Date step).
 */
export function showFirstAvailableDayLink(
  month: string,
  groups: Readonly<Record<string, DayGroup>>,
): boolean {
  const prefix = `${month.slice(0, 7)}-`;
  return !Object.values(groups).some((group) => group.open && group.day.startsWith(prefix));
}
