import { instantMs, type Instant } from './apiTime.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Hours and minutes on a 24-hour clock, written the way the locale writes them; `withDay` puts
 * the short weekday, day and month before them.
 */
function clock(locale: string, timeZone: string, withDay = false): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withDay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(withDay && { weekday: 'short', day: 'numeric', month: 'short' }),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * HH:mm of an API time in the venue's time zone (doc 1 §9), whatever the guest's own zone, with
 * the separator of the language's locale (18:00, da-DK 18.00; `useT().locale`). The locale has no
 * default, so that no screen writes another language's clock (issue 53).
 */
export function formatTime(instant: Instant, timeZone: string, locale: string): string {
  return clock(locale, timeZone).format(instantMs(instant, timeZone));
}

/** An API time as the guest reads it on the booking page: weekday, date and time at the venue. */
export function formatBookingTime(instant: Instant, timeZone: string, locale: string): string {
  return clock(locale, timeZone, true).format(instantMs(instant, timeZone));
}

/** The full hour that starts an hour group ('18:00', da-DK '18.00'): never written by hand. */
export function formatHour(hour: number, locale: string): string {
  return clock(locale, 'UTC').format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** The query's `date` in the midnight-UTC form doc 1 §7 names (the contract reads either form). */
export function midnightUtc(date: string): string {
  return `${date}T00:00:00.000Z`;
}
