import { describe, expect, it } from 'vitest';
import { groupSlotsByHour } from '../../../../shared/availability/groupSlotsByHour.ts';

const at = (start: string) => ({ start });

describe('groupSlotsByHour', () => {
  it.each([
    [
      'doc1 §4 Time slots: grouped by start hour and sorted within the hour',
      'UTC',
      ['2026-06-10T17:30:00Z', '2026-06-10T17:00:00Z', '2026-06-10T18:15:00Z'],
      [
        [17, ['2026-06-10T17:00:00Z', '2026-06-10T17:30:00Z']],
        [18, ['2026-06-10T18:15:00Z']],
      ],
    ],
    [
      'doc1 §4 Time slots: hours before 06 sort last',
      'UTC',
      [
        '2026-06-11T01:00:00Z',
        '2026-06-10T23:00:00Z',
        '2026-06-10T06:00:00Z',
        '2026-06-11T05:59:00Z',
        '2026-06-11T00:30:00Z',
      ],
      [
        [6, ['2026-06-10T06:00:00Z']],
        [23, ['2026-06-10T23:00:00Z']],
        [0, ['2026-06-11T00:30:00Z']],
        [1, ['2026-06-11T01:00:00Z']],
        [5, ['2026-06-11T05:59:00Z']],
      ],
    ],
    [
      'doc1 §4 Time slots: the hour is read in the venue time zone (Stockholm, UTC+2 in June)',
      'Europe/Stockholm',
      ['2026-06-10T16:00:00Z', '2026-06-10T22:30:00Z', '2026-06-10T03:00:00Z'],
      [
        [18, ['2026-06-10T16:00:00Z']],
        [0, ['2026-06-10T22:30:00Z']],
        [5, ['2026-06-10T03:00:00Z']],
      ],
    ],
    [
      'doc1 §4 Time slots: the hour is read in the venue time zone (New York)',
      'America/New_York',
      ['2026-06-10T16:00:00Z'],
      [[12, ['2026-06-10T16:00:00Z']]],
    ],
  ] as const)('%s', (_name, timeZone, starts, expected) => {
    const groups = groupSlotsByHour(starts.map(at), timeZone);
    expect(groups.map((g) => [g.hour, g.slots.map((s) => s.start)])).toEqual(expected);
  });

  it('doc1 §4 Time slots: no slots give no groups', () => {
    expect(groupSlotsByHour([], 'UTC')).toEqual([]);
  });
});
