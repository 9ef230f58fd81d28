import { describe, expect, it } from 'vitest';
import { dayMark } from '../../../../shared/availability/dayMark.ts';
import type { DayGroup } from '../../../../shared/availability/types.ts';

const group = (over: Partial<DayGroup>): DayGroup => ({
  day: '2026-06-10',
  availableIds: [1, 2, 3, 4],
  waitListIds: [5, 6],
  open: true,
  ...over,
});

describe('dayMark', () => {
  it.each([
    ['doc1 §2 Date step: a closed day is struck through', group({ open: false }), 2, 'closed'],
    ['doc1 §2 Date step: a day without a state is closed', undefined, 2, 'closed'],
    ['doc1 §2 Date step: a day the party fits is available', group({}), 4, 'available'],
    ['doc1 §2 Date step: a waiting-list day gets the yellow dot', group({}), 6, 'waitList'],
    [
      'doc1 §2 Date step: an open day nothing fits is fully booked (red dot)',
      group({}),
      7,
      'fullyBooked',
    ],
    [
      'doc1 §2 Date step: an open day with no seats at all is fully booked',
      group({ availableIds: [], waitListIds: [] }),
      1,
      'fullyBooked',
    ],
  ] as const)('%s', (_name, input, guests, expected) => {
    expect(dayMark(input, guests)).toBe(expected);
  });
});
