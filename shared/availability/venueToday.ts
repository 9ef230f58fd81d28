import { instantMs, venueTime, type Instant } from '../time/apiTime.ts';

/**
 * Today's date (YYYY-MM-DD) at the venue, which may differ from the guest's. An unreadable
 * `now` or zone throws a RangeError (ApiTimeError for a string, Intl's for NaN or the zone).
 */
export function venueToday(now: Instant, timeZone: string): string {
  return venueTime(instantMs(now, timeZone), timeZone).date;
}
