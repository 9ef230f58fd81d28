import type { DayGroup } from './types.ts';

export type DayMark = 'closed' | 'available' | 'waitList' | 'fullyBooked';

/**
 * The calendar mark of a day for a party (doc 1 §2 Date step): closed days are struck
 * through, waiting-list days get a yellow dot, fully booked days a red dot.
 */
export function dayMark(dayGroup: DayGroup | undefined, guests: number): DayMark {
  // A day the server did not report on is not bookable: show it as closed.
  if (!dayGroup || !dayGroup.open) return 'closed';
  if (dayGroup.availableIds.includes(guests)) return 'available';
  if (dayGroup.waitListIds.includes(guests)) return 'waitList';
  return 'fullyBooked';
}
