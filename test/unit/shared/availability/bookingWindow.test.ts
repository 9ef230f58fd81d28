import { describe, expect, it } from 'vitest';
import { bookingWindow } from '../../../../shared/availability/bookingWindow.ts';

describe('bookingWindow', () => {
  it.each([
    [
      'doc1 §9: amount plus unit day',
      { bookingWindowAsMonth: 30, bookingWindowUnit: 'day' },
      { amount: 30, unit: 'day' },
    ],
    [
      'doc1 §9: amount plus unit week',
      { bookingWindowAsMonth: 2, bookingWindowUnit: 'week' },
      { amount: 2, unit: 'week' },
    ],
    [
      'doc1 §9: amount plus unit month',
      { bookingWindowAsMonth: 3, bookingWindowUnit: 'month' },
      { amount: 3, unit: 'month' },
    ],
    ['doc1 §9: no unit means months', { bookingWindowAsMonth: 3 }, { amount: 3, unit: 'month' }],
    [
      'doc1 §9: an unknown unit means months',
      { bookingWindowAsMonth: 3, bookingWindowUnit: 'year' },
      { amount: 3, unit: 'month' },
    ],
    ['doc1 §9: no amount means no limit', { bookingWindowUnit: 'day' }, null],
    [
      'doc1 §9: a zero amount means no limit',
      { bookingWindowAsMonth: 0, bookingWindowUnit: 'day' },
      null,
    ],
    [
      'doc1 §9: a negative amount means no limit',
      { bookingWindowAsMonth: -2, bookingWindowUnit: 'day' },
      null,
    ],
  ] as const)('%s', (_name, settings, expected) => {
    expect(bookingWindow(settings)).toEqual(expected);
  });
});
