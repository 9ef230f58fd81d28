import { describe, expect, it } from 'vitest';
import { lastSelectableDate } from '../../../../shared/availability/lastSelectableDate.ts';

describe('lastSelectableDate', () => {
  it.each([
    ['doc1 §9: yesterday plus 30 days', '2026-06-10', { amount: 30, unit: 'day' }, '2026-07-09'],
    [
      'doc1 §9: yesterday plus 1 day is today',
      '2026-06-10',
      { amount: 1, unit: 'day' },
      '2026-06-10',
    ],
    ['doc1 §9: yesterday plus 2 weeks', '2026-06-10', { amount: 2, unit: 'week' }, '2026-06-23'],
    ['doc1 §9: yesterday plus 3 months', '2026-06-10', { amount: 3, unit: 'month' }, '2026-09-09'],
    [
      'doc1 §9: month arithmetic clamps to the month end',
      '2026-04-01',
      { amount: 1, unit: 'month' },
      '2026-04-30',
    ],
    [
      'doc1 §9: across a daylight-saving change',
      '2026-03-20',
      { amount: 10, unit: 'day' },
      '2026-03-29',
    ],
    [
      'doc1 §9: 31 January plus a month is the last day of February',
      '2026-02-01',
      { amount: 1, unit: 'month' },
      '2026-02-28',
    ],
    [
      'doc1 §9: months carry across the year end',
      '2026-12-15',
      { amount: 2, unit: 'month' },
      '2027-02-14',
    ],
    ['doc1 §9: no window, no last date', '2026-06-10', null, null],
  ] as const)('%s', (_name, today, window, expected) => {
    expect(lastSelectableDate(today, window)).toBe(expected);
  });

  it.each(['2026-13-45', '2026-02-30', 'tomorrow'])('rejects the impossible date %s', (today) => {
    expect(() => lastSelectableDate(today, { amount: 1, unit: 'day' })).toThrow(RangeError);
  });
});
