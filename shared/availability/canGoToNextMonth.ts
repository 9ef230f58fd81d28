import { nextMonthStart } from './nextMonthStart.ts';
import { lastSelectableDate } from './lastSelectableDate.ts';
import type { BookingWindow } from './types.ts';

/**
 * The calendar may go forward while the next month (after YYYY-MM `month`) still holds a date
 * inside the booking window (doc 1 §2 Date step, §9).
 */
export function canGoToNextMonth(
  month: string,
  { today, window }: { today: string; window: BookingWindow | null },
): boolean {
  const last = lastSelectableDate(today, window);
  if (last === null) return true;
  return nextMonthStart(month) <= last;
}
