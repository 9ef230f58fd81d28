import { describe, expect, it } from 'vitest';
import { instantMs } from '../../../../shared/booking/instantMs.ts';

describe('instantMs', () => {
  it.each<[string, string | number, string, number]>([
    [
      'doc2 §3 Booking times without offset are venue-local',
      '2026-11-21T18:00:00',
      'Europe/Stockholm',
      Date.UTC(2026, 10, 21, 17),
    ],
    [
      'doc2 §3 Booking times without offset in summer time',
      '2026-07-01T18:00:00',
      'Europe/Stockholm',
      Date.UTC(2026, 6, 1, 16),
    ],
    [
      'doc2 §3 Booking times with Z keep their instant',
      '2026-11-21T18:00:00Z',
      'Europe/Stockholm',
      Date.UTC(2026, 10, 21, 18),
    ],
    [
      'doc2 §3 Booking times with an offset keep their instant',
      '2026-11-21T18:00:00+02:00',
      'UTC',
      Date.UTC(2026, 10, 21, 16),
    ],
    ['doc2 §4 now as epoch milliseconds is used as is', 1_000, 'Europe/Stockholm', 1_000],
  ])('%s', (_name, value, zone, expected) => {
    expect(instantMs(value, zone)).toBe(expected);
  });

  it('doc2 §3 Unreadable times are NaN', () => {
    expect(instantMs('tomorrow', 'UTC')).toBeNaN();
  });
});
