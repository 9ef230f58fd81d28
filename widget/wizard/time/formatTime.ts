const formatters = new Map<string, Intl.DateTimeFormat>();

/** HH:mm of an instant in the venue's time zone (doc 1 §9), whatever the guest's own zone. */
export function formatTime(instant: string, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** The query's `date` in the midnight-UTC form doc 1 §7 names (the contract reads either form). */
export function midnightUtc(date: string): string {
  return `${date}T00:00:00.000Z`;
}
