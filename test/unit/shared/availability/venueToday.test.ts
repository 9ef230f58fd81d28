import { describe, expect, it } from 'vitest';
import { venueToday } from '../../../../shared/availability/venueToday.ts';

describe('venueToday', () => {
  it.each([
    [
      'doc1 §7 dayStates: today is the venue date, ahead of UTC in Stockholm',
      '2026-06-10T22:30:00Z',
      'Europe/Stockholm',
      '2026-06-11',
    ],
    [
      'doc1 §7 dayStates: today is the venue date, behind UTC in New York',
      '2026-06-11T02:00:00Z',
      'America/New_York',
      '2026-06-10',
    ],
    [
      'doc1 §7 dayStates: epoch ms now is accepted',
      Date.parse('2026-01-01T00:00:00Z'),
      'UTC',
      '2026-01-01',
    ],
  ] as const)('%s', (_name, now, timeZone, expected) => {
    expect(venueToday(now, timeZone)).toBe(expected);
  });

  it('rejects an unknown time zone', () => {
    expect(() => venueToday('2026-06-10T12:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });

  it('rejects an unreadable now', () => {
    expect(() => venueToday('not a date', 'UTC')).toThrow(RangeError);
  });
});
