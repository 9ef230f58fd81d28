import { DateTime } from 'luxon';
import { venueToday } from './venueToday.ts';
import type { Instant } from './types.ts';

export interface MonthQueryRange {
  fromDate: string;
  toDate: string;
}

/**
 * The dayStates range for a month (YYYY-MM): from the later of its first day and the venue's
 * today, to the first day of the next month (doc 1 §7). Null for a month already over.
 */
export function monthQueryRange(
  month: string,
  { now, timeZone }: { now: Instant; timeZone: string },
): MonthQueryRange | null {
  const start = DateTime.fromISO(`${month.slice(0, 7)}-01`, { zone: timeZone });
  if (!start.isValid) throw new RangeError(`Invalid month: ${month}`);
  const monthStart = start.toISODate() as string;
  const toDate = start.plus({ months: 1 }).toISODate() as string;
  const today = venueToday(now, timeZone);
  const fromDate = today > monthStart ? today : monthStart;
  return fromDate < toDate ? { fromDate, toDate } : null;
}
