import { lastSelectableDate } from './lastSelectableDate.ts';
import type { BookingWindow } from './types.ts';

/**
 * Whether a day (YYYY-MM-DD) lies from the venue's today to the window's last day (doc 1 §5
 * Other, §9 Booking window). Whether the venue is open that day is a separate question.
 */
export function isDateInBookingWindow(
  date: string,
  { today, window }: { today: string; window: BookingWindow | null },
): boolean {
  if (date < today) return false;
  const last = lastSelectableDate(today, window);
  return last === null || date <= last;
}
