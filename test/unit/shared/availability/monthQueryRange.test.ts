import { describe, expect, it } from 'vitest';
import { monthQueryRange } from '../../../../shared/availability/monthQueryRange.ts';

describe('monthQueryRange', () => {
  it.each([
    [
      'doc1 §7 dayStates: the current month starts at today',
      '2026-06',
      '2026-06-10T12:00:00Z',
      'UTC',
      { fromDate: '2026-06-10', toDate: '2026-07-01' },
    ],
    [
      'doc1 §7 dayStates: a future month starts at its first day',
      '2026-08',
      '2026-06-10T12:00:00Z',
      'UTC',
      { fromDate: '2026-08-01', toDate: '2026-09-01' },
    ],
    [
      'doc1 §7 dayStates: December runs to the first of January',
      '2026-12',
      '2026-06-10T12:00:00Z',
      'UTC',
      { fromDate: '2026-12-01', toDate: '2027-01-01' },
    ],
    [
      'doc1 §7 dayStates: a full date as month is read as its month',
      '2026-08-17',
      '2026-06-10T12:00:00Z',
      'UTC',
      { fromDate: '2026-08-01', toDate: '2026-09-01' },
    ],
    [
      'doc1 §7 dayStates: today is taken in the venue time zone (already the 1st of July in Stockholm)',
      '2026-07',
      '2026-06-30T22:30:00Z',
      'Europe/Stockholm',
      { fromDate: '2026-07-01', toDate: '2026-08-01' },
    ],
    [
      'doc1 §7 dayStates: last day of the month in the venue zone',
      '2026-06',
      '2026-07-01T02:00:00Z',
      'America/New_York',
      { fromDate: '2026-06-30', toDate: '2026-07-01' },
    ],
    [
      'doc1 §7 dayStates: a month already over has no range',
      '2026-05',
      '2026-06-10T12:00:00Z',
      'UTC',
      null,
    ],
  ] as const)('%s', (_name, month, now, timeZone, expected) => {
    expect(monthQueryRange(month, { now, timeZone })).toEqual(expected);
  });
});
