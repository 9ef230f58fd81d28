import { describe, expect, it } from 'vitest';
import { isDateSelectable } from '../../../../shared/availability/isDateSelectable.ts';
import type { BookingWindow, DayGroup } from '../../../../shared/availability/types.ts';

const TODAY = '2026-06-10';
const WINDOW: BookingWindow = { amount: 30, unit: 'day' }; // last date 2026-07-09
const open = (day: string): DayGroup => ({ day, availableIds: [2], waitListIds: [], open: true });
const closed = (day: string): DayGroup => ({ ...open(day), open: false });

describe('isDateSelectable', () => {
  it.each<[string, string, BookingWindow | null, DayGroup | undefined, boolean]>([
    [
      'doc1 §5 Other: an open day inside the window is selectable',
      '2026-06-20',
      WINDOW,
      open('2026-06-20'),
      true,
    ],
    ['doc1 §5 Other: today is selectable when open', TODAY, WINDOW, open(TODAY), true],
    [
      'doc1 §5 Other: the last day of the window is selectable',
      '2026-07-09',
      WINDOW,
      open('2026-07-09'),
      true,
    ],
    [
      'doc1 §5 Other: the day after the window is not selectable',
      '2026-07-10',
      WINDOW,
      open('2026-07-10'),
      false,
    ],
    [
      'doc1 §5 Other: a past day is not selectable',
      '2026-06-09',
      WINDOW,
      open('2026-06-09'),
      false,
    ],
    [
      'doc1 §5 Other: a closed day is not selectable',
      '2026-06-20',
      WINDOW,
      closed('2026-06-20'),
      false,
    ],
    [
      'doc1 §5 Other: a day without state is not selectable',
      '2026-06-20',
      WINDOW,
      undefined,
      false,
    ],
    [
      'doc1 §9: without a window a far open day is selectable',
      '2027-06-20',
      null,
      open('2027-06-20'),
      true,
    ],
  ])('%s', (_name, date, window, dayGroup, expected) => {
    expect(isDateSelectable(date, { today: TODAY, window, dayGroup })).toBe(expected);
  });
});
