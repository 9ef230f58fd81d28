import { DateTime } from 'luxon';
import { toEpochMs } from './toEpochMs.ts';
import type { Instant } from './types.ts';

/** Today's date (YYYY-MM-DD) at the venue, which may differ from the guest's. */
export function venueToday(now: Instant, timeZone: string): string {
  const date = DateTime.fromMillis(toEpochMs(now), { zone: timeZone }).toISODate();
  if (date === null) throw new RangeError(`Cannot read now=${String(now)} in ${timeZone}`);
  return date;
}
