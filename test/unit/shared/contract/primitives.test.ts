import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../../shared/contract/index.ts';

describe('isIsoDate (doc1 §9 dates YYYY-MM-DD in requests)', () => {
  it.each([
    ['doc1 §9 plain date', '2026-12-04', true],
    ['doc1 §9 31 April does not exist', '2026-04-31', false],
    ['doc1 §9 29 February 2000 (divisible by 400)', '2000-02-29', true],
    ['doc1 §9 29 February 1900 (century)', '1900-02-29', false],
    ['doc1 §9 day 00', '2026-12-00', false],
    ['doc1 §9 single-digit month', '2026-1-04', false],
    ['doc1 §9 date-time is not a date', '2026-12-04T00:00:00Z', false],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});
