import { venueToday } from '../../shared/availability/venueToday.ts';

/**
 * The venue's calendar day of an instant, YYYY-MM-DD. Read from the date's parts, never from a
 * locale's whole-date pattern: WebKit's ICU writes en-CA as 11/26/2026, not 2026-11-26 (issue 35).
 */
export function venueDay(instant: string, timeZone: string): string {
  return venueToday(instant, timeZone);
}
