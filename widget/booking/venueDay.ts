/** The venue's calendar day of an instant, YYYY-MM-DD. */
export function venueDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(instant));
}
