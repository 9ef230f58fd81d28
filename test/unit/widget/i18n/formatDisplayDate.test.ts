import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../../../widget/i18n/formatDisplayDate.ts';

describe('formatDisplayDate (doc 1 §9: D MMM YYYY in the guest language)', () => {
  it.each([
    ['doc1 §9: English', '2026-12-05', 'en', '5 Dec 2026'],
    ['doc1 §9: Swedish', '2026-12-05', 'sv', '5 dec. 2026'],
    [
      'doc1 §9: first of January does not slip to the year before',
      '2027-01-01',
      'en',
      '1 Jan 2027',
    ],
    ['doc1 §9: not a day is shown as given', 'soon', 'en', 'soon'],
  ])('%s', (_name, day, language, expected) => {
    expect(formatDisplayDate(day, language)).toBe(expected);
  });
});
