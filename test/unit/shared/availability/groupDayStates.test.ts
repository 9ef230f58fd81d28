import { describe, expect, it } from 'vitest';
import { groupDayStates } from '../../../../shared/availability/groupDayStates.ts';
import type { DayGroup, DayStateEntry } from '../../../../shared/availability/types.ts';

describe('groupDayStates', () => {
  it.each<[string, DayStateEntry[], Record<string, DayGroup>]>([
    ['doc1 §7 dayStates: no entries give no days', [], {}],
    [
      'doc1 §7 dayStates: one entry per day is kept as is',
      [{ day: '2026-06-10', state: true, availableSeats: [2, 1], waitListSeats: [] }],
      { '2026-06-10': { day: '2026-06-10', availableIds: [1, 2], waitListIds: [], open: true } },
    ],
    [
      'doc1 §7 dayStates: entries of one day unite seats sorted and are open when any is open',
      [
        {
          day: '2026-06-10',
          state: false,
          availableSeats: [4, 2],
          waitListSeats: [8],
          sectionId: 1,
        },
        {
          day: '2026-06-10',
          state: true,
          availableSeats: [2, 3],
          waitListSeats: [6, 8],
          sectionId: 2,
        },
        { day: '2026-06-11', state: false, availableSeats: [], waitListSeats: [], sectionId: 1 },
      ],
      {
        '2026-06-10': {
          day: '2026-06-10',
          availableIds: [2, 3, 4],
          waitListIds: [6, 8],
          open: true,
        },
        '2026-06-11': { day: '2026-06-11', availableIds: [], waitListIds: [], open: false },
      },
    ],
    [
      'doc1 §7 dayStates: missing seat lists count as empty',
      [{ day: '2026-06-12', state: true, availableSeats: null }],
      { '2026-06-12': { day: '2026-06-12', availableIds: [], waitListIds: [], open: true } },
    ],
  ])('%s', (_name, entries, expected) => {
    expect(groupDayStates(entries)).toEqual(expected);
  });
});
