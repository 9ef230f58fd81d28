import { toEpochMs } from './toEpochMs.ts';
import type { Instant } from './types.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

// Intl, not luxon: the first screen needs today's date, and luxon loads with the calendar.
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) at the venue, which may differ from the guest's. */
export function venueToday(now: Instant, timeZone: string): string {
  const ms = toEpochMs(now);
  if (!Number.isFinite(ms)) throw new RangeError(`Cannot read now=${String(now)} in ${timeZone}`);
  const parts = dayFormat(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
