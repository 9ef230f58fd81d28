import { describe, expect, it } from 'vitest';
import { monthStep, type MonthStep } from '../../../../shared/availability/monthStep.ts';
import type { BookingWindow } from '../../../../shared/availability/types.ts';

const today = '2026-06-10';
const days30: BookingWindow = { amount: 30, unit: 'day' };

describe('monthStep', () => {
  it.each<[string, string, -1 | 1, BookingWindow | null, MonthStep]>([
    [
      'doc 1 §2 Date step: forward inside the window keeps the focus on the arrow',
      '2026-06',
      1,
      { amount: 3, unit: 'month' },
      { month: '2026-07', focus: null },
    ],
    [
      'doc 1 §2 Date step, §9: forward onto the last window month hands the focus back',
      '2026-06',
      1,
      days30,
      { month: '2026-07', focus: 'previous' },
    ],
    [
      'doc 1 §2 Date step: back onto the current month (past months disabled) hands it forward',
      '2026-07',
      -1,
      days30,
      { month: '2026-06', focus: 'next' },
    ],
    [
      'doc 1 §2 Date step: back to a later month keeps the focus',
      '2026-09',
      -1,
      null,
      { month: '2026-08', focus: null },
    ],
    [
      'doc 1 §2 Date step: no booking window never disables forward',
      '2026-12',
      1,
      null,
      { month: '2027-01', focus: null },
    ],
  ])('%s', (_name, month, months, window, expected) => {
    expect(monthStep(month, months, { today, window })).toEqual(expected);
  });
});
