/** A booking instant as the guest reads it: weekday, date and time in the venue's zone. */
export function formatBookingTime(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** Only the time of day (HH:mm) in the venue's zone. */
export function formatClock(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** Whole hours with their unit, as the locale writes them ("2 hours", "2 timmar"). */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    hours,
  );
}
