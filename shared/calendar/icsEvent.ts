import { instantMs, venueTime } from '../time/apiTime.ts';
import { writeApiTime } from '../time/writeApiTime.ts';

export interface IcsEventInput {
  /** Stable id of the event, so a second download updates the same calendar entry. */
  uid: string;
  /** Start and end, ISO 8601; strings without an offset are venue-local. */
  start: string;
  end: string;
  /** The venue's IANA time zone: the event is written in it (TZID) with its VTIMEZONE. */
  timeZone: string;
  summary: string;
  description?: string;
  location?: string;
  /** Link back to the booking page. */
  url?: string;
  /** When the file is made (DTSTAMP), epoch milliseconds. */
  now: number;
}

// RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values.
const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

// RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space; never inside
// a UTF-8 sequence.
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

// 20261202T120000 from 2026-12-02T12:00:00.000…
const compact = (text: string) => text.slice(0, 19).replace(/[-:]/g, '');

/** The event's time as the venue's wall clock, and its offset (+0100) then. */
function read(ms: number, timeZone: string): { local: string; offset: string } {
  const written = writeApiTime(ms, timeZone, 'offset');
  return { local: compact(written), offset: written.slice(23).replace(':', '') };
}

/**
 * An iCalendar (RFC 5545) file with one event: the booking, in the venue's time zone, at its
 * address, with a link back to the booking page. The VTIMEZONE holds the offset in force at the
 * start, which is all a one-off event needs for every calendar to place it right.
 */
export function icsEvent(input: IcsEventInput): string {
  const { timeZone } = input;
  const startMs = instantMs(input.start, timeZone);
  const start = read(startMs, timeZone);
  const end = read(instantMs(input.end, timeZone), timeZone);
  // Summer time: an offset above the year's smaller one (January's or July's).
  const year = new Date(startMs).getUTCFullYear();
  const offsetOn = (month: number) => venueTime(Date.UTC(year, month), timeZone).offset;
  const daylight = venueTime(startMs, timeZone).offset > Math.min(offsetOn(0), offsetOn(6));
  const zonePart = daylight ? 'DAYLIGHT' : 'STANDARD';
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(startMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//booking-widget//booking page//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `BEGIN:${zonePart}`,
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${start.offset}`,
    `TZOFFSETTO:${start.offset}`,
    `TZNAME:${name ?? start.offset}`,
    `END:${zonePart}`,
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${compact(new Date(input.now).toISOString())}Z`,
    `DTSTART;TZID=${timeZone}:${start.local}`,
    `DTEND;TZID=${timeZone}:${end.local}`,
    `SUMMARY:${escapeText(input.summary)}`,
    ...(input.location ? [`LOCATION:${escapeText(input.location)}`] : []),
    ...(input.description || input.url
      ? [`DESCRIPTION:${escapeText([input.description, input.url].filter(Boolean).join('\n\n'))}`]
      : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
