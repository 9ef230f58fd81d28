import { instantMs, venueTime, type Instant } from '../time/apiTime.ts';

/** Today's date (YYYY-MM-DD) at the venue, which may differ from the guest's. */
export function venueToday(now: Instant, timeZone: string): string {
  const ms = instantMs(now, timeZone);
  if (!Number.isFinite(ms)) throw new RangeError(`Cannot read now=${String(now)} in ${timeZone}`);
  return venueTime(ms, timeZone).date;
}
