import { describe, expect, it } from 'vitest';
import { icsEvent, type IcsEventInput } from '../../../../shared/calendar/icsEvent.ts';

const base: IcsEventInput = {
  uid: 'g-1@booking-widget',
  start: '2026-12-02T12:00:00',
  end: '2026-12-02T13:30:00',
  timeZone: 'Europe/Stockholm',
  summary: 'Smak & Sill',
  location: 'Götgatan 1, 118 46 Stockholm',
  url: 'https://example.com/booking/se_demo/g-1',
  now: Date.parse('2026-12-01T07:00:00Z'),
};

const lines = (text: string) => text.split('\r\n');
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('icsEvent', () => {
  it.each<[string, Partial<IcsEventInput>, string[]]>([
    [
      'issue 12 Add to calendar: the venue time zone, winter offset',
      {},
      [
        'DTSTART;TZID=Europe/Stockholm:20261202T120000',
        'DTEND;TZID=Europe/Stockholm:20261202T133000',
        'TZID:Europe/Stockholm',
        'BEGIN:STANDARD',
        'TZOFFSETTO:+0100',
        'DTSTAMP:20261201T070000Z',
      ],
    ],
    [
      'issue 12 Add to calendar: summer time is a DAYLIGHT offset',
      { start: '2026-07-02T18:00:00', end: '2026-07-02T20:00:00' },
      ['DTSTART;TZID=Europe/Stockholm:20260702T180000', 'BEGIN:DAYLIGHT', 'TZOFFSETTO:+0200'],
    ],
    [
      'issue 12 Add to calendar: an instant with offset is written in venue time',
      { start: '2026-12-02T11:00:00Z', end: '2026-12-02T12:30:00Z', timeZone: 'Europe/Oslo' },
      ['DTSTART;TZID=Europe/Oslo:20261202T120000', 'DTEND;TZID=Europe/Oslo:20261202T133000'],
    ],
    [
      'issue 12 Add to calendar: address and link back, text escaped (RFC 5545 §3.3.11)',
      { summary: 'Bord; 2, ja\\nej', description: 'Rad 1\nRad 2' },
      [
        'SUMMARY:Bord\\; 2\\, ja\\\\nej',
        'LOCATION:Götgatan 1\\, 118 46 Stockholm',
        'URL:https://example.com/booking/se_demo/g-1',
        'DESCRIPTION:Rad 1\\nRad 2\\n\\nhttps://example.com/booking/se_demo/g-1',
      ],
    ],
  ])('%s', (_name, patch, expected) => {
    const text = unfold(icsEvent({ ...base, ...patch }));
    for (const line of expected) expect(lines(text)).toContain(line);
  });

  it('issue 12 Add to calendar: one event, CRLF lines, folded at 75 octets (RFC 5545 §3.1)', () => {
    const text = icsEvent({ ...base, description: 'å'.repeat(120) });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    const encoder = new TextEncoder();
    for (const line of lines(text)) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`DESCRIPTION:${'å'.repeat(120)}`);
  });

  it('issue 12 Add to calendar: an unreadable start is an error, not a wrong file', () => {
    expect(() => icsEvent({ ...base, start: 'soon' })).toThrow(RangeError);
  });
});
