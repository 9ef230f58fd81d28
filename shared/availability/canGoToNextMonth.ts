import { DateTime } from 'luxon';
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
  const nextMonth = DateTime.fromISO(`${month.slice(0, 7)}-01`, { zone: 'utc' }).plus({
    months: 1,
  });
  if (!nextMonth.isValid) throw new RangeError(`Invalid month: ${month}`);
  return (nextMonth.toISODate() as string) <= last;
}
