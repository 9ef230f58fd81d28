import { instantMs, type Instant } from '../../../shared/time/apiTime.ts';

/** A booking time as the guest reads it: weekday, date and time in the venue's zone. */
export function formatBookingTime(instant: Instant, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instantMs(instant, timeZone));
}

/** Whole hours with their unit, as the locale writes them ("2 hours", "2 timmar"). */
export function formatHours(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    hours,
  );
}
