import { DateTime } from 'luxon';
import type { BookingWindow } from './types.ts';

/**
 * The last date (YYYY-MM-DD) a guest may pick: yesterday plus the window (doc 1 §9).
 * Null when the window is unlimited. `today` is the venue's date.
 */
export function lastSelectableDate(today: string, window: BookingWindow | null): string | null {
  if (window === null) return null;
  // Pure calendar arithmetic: UTC avoids daylight-saving gaps shifting the date.
  const start = DateTime.fromISO(today, { zone: 'utc' });
  if (!start.isValid) throw new RangeError(`Invalid date: ${today}`);
  const units = { day: 'days', week: 'weeks', month: 'months' } as const;
  return start
    .minus({ days: 1 })
    .plus({ [units[window.unit]]: window.amount })
    .toISODate() as string;
}
