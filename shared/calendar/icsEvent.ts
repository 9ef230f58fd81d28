import { DateTime } from 'luxon';
import { instantMs } from '../time/apiTime.ts';

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

const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
const utc = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
const offset = (time: DateTime) => time.toFormat('ZZZ');

function read(value: string, timeZone: string): DateTime {
  // shared/time reads the API's forms (an unreadable one throws ApiTimeError, a RangeError).
  return DateTime.fromMillis(instantMs(value, timeZone), { zone: timeZone });
}

/**
 * An iCalendar (RFC 5545) file with one event: the booking, in the venue's time zone, at its
 * address, with a link back to the booking page. The VTIMEZONE holds the offset in force at the
 * start, which is all a one-off event needs for every calendar to place it right.
 */
export function icsEvent(input: IcsEventInput): string {
  const { timeZone } = input;
  const start = read(input.start, timeZone);
  const end = read(input.end, timeZone);
  const zonePart = start.isInDST ? 'DAYLIGHT' : 'STANDARD';
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
    `TZOFFSETFROM:${offset(start)}`,
    `TZOFFSETTO:${offset(start)}`,
    `TZNAME:${start.offsetNameShort ?? offset(start)}`,
    `END:${zonePart}`,
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${utc(DateTime.fromMillis(input.now))}`,
    `DTSTART;TZID=${timeZone}:${local(start)}`,
    `DTEND;TZID=${timeZone}:${local(end)}`,
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
