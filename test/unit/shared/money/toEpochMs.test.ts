import { describe, expect, it } from 'vitest';
import { toEpochMs } from '../../../../shared/money/toEpochMs.ts';

describe('toEpochMs', () => {
  it.each([
    ['doc2 §9 Times below 1e11 are read as seconds', 1_763_700_000, 1_763_700_000_000],
    ['doc2 §9 Times at or above 1e11 are milliseconds', 1_763_700_000_000, 1_763_700_000_000],
    ['doc2 §9 Times: just below the limit is seconds', 99_999_999_999, 99_999_999_999_000],
    ['doc2 §9 Times: exactly 1e11 is milliseconds', 100_000_000_000, 100_000_000_000],
    ['doc2 §9 Times: numeric string in seconds', '1763700000', 1_763_700_000_000],
    ['doc2 §9 Times: zero', 0, 0],
  ])('%s', (_name, value, expected) => {
    expect(toEpochMs(value)).toBe(expected);
  });

  it.each([
    ['doc2 §9 Times: empty string is not a time', ''],
    ['doc2 §9 Times: text is not a time', 'soon'],
  ])('%s', (_name, value) => {
    expect(toEpochMs(value)).toBeNaN();
  });
});
