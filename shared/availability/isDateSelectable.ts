import { lastSelectableDate } from './lastSelectableDate.ts';
import type { BookingWindow, DayGroup } from './types.ts';

export interface DateSelectableContext {
  /** The venue's today, YYYY-MM-DD. */
  today: string;
  window: BookingWindow | null;
  /** The grouped day state of `date`; unknown days are treated as closed. */
  dayGroup: DayGroup | undefined;
}

/** Whether a calendar date may be picked (doc 1 §5 Other, §9 Booking window). */
export function isDateSelectable(
  date: string,
  { today, window, dayGroup }: DateSelectableContext,
): boolean {
  if (date < today) return false;
  const last = lastSelectableDate(today, window);
  if (last !== null && date > last) return false;
  return dayGroup?.open === true;
}
