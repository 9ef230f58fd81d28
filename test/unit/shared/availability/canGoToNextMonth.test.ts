import { describe, expect, it } from 'vitest';
import { canGoToNextMonth } from '../../../../shared/availability/canGoToNextMonth.ts';
import type { BookingWindow } from '../../../../shared/availability/types.ts';

describe('canGoToNextMonth', () => {
  it.each<[string, string, string, BookingWindow | null, boolean]>([
    [
      'doc1 §2 Date step: next month holds window days',
      '2026-06',
      '2026-06-10',
      { amount: 30, unit: 'day' },
      true,
    ],
    [
      'doc1 §2 Date step: disabled past the booking window',
      '2026-07',
      '2026-06-10',
      { amount: 30, unit: 'day' },
      false,
    ],
    [
      'doc1 §2 Date step: window ending on the first of next month allows it',
      '2026-06',
      '2026-06-10',
      { amount: 22, unit: 'day' },
      true,
    ],
    [
      'doc1 §2 Date step: window ending on the last of this month does not',
      '2026-06',
      '2026-06-10',
      { amount: 21, unit: 'day' },
      false,
    ],
    [
      'doc1 §9: month window from December reaches into March',
      '2027-02',
      '2026-12-15',
      { amount: 3, unit: 'month' },
      true,
    ],
    ['doc1 §9: without a window forward is always allowed', '2030-01', '2026-06-10', null, true],
  ])('%s', (_name, month, today, window, expected) => {
    expect(canGoToNextMonth(month, { today, window })).toBe(expected);
  });
});
