import { DateTime } from 'luxon';
import { canGoToNextMonth } from './canGoToNextMonth.ts';
import { canGoToPreviousMonth } from './canGoToPreviousMonth.ts';
import type { BookingWindow } from './types.ts';

export interface MonthStep {
  /** The month shown after the press, YYYY-MM. */
  month: string;
  /** The arrow that takes the focus because the pressed one turned disabled, else null. */
  focus: 'previous' | 'next' | null;
}

/**
 * A press of the calendar's month arrows (doc 1 §2 Date step, §9 booking window): the month
 * before or after; at the end of the range the pressed arrow turns disabled, so the focus
 * moves to the other one rather than being lost.
 */
export function monthStep(
  month: string,
  months: -1 | 1,
  range: { today: string; window: BookingWindow | null },
): MonthStep {
  const shifted = DateTime.fromISO(`${month}-01`, { zone: 'utc' }).plus({ months });
  if (!shifted.isValid) throw new RangeError(`Invalid month: ${month}`);
  const next = (shifted.toISODate() as string).slice(0, 7);
  if (months === 1 && !canGoToNextMonth(next, range)) return { month: next, focus: 'previous' };
  if (months === -1 && !canGoToPreviousMonth(next, range.today))
    return { month: next, focus: 'next' };
  return { month: next, focus: null };
}
