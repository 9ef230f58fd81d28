import { describe, expect, it } from 'vitest';
import { median } from '../../../scripts/median.ts';

describe('median (issue 16: the bench reports medians of cold runs)', () => {
  it.each([
    ['one run', [700], 700],
    ['odd count, unsorted: the middle one', [900, 500, 700, 1_600, 650], 700],
    ['even count: the mean of the two middle ones', [400, 100, 300, 200], 250],
    ['an outlier does not move it', [500, 510, 520, 530, 9_999], 520],
  ])('%s', (_name, values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('refuses no runs instead of printing NaN', () => {
    expect(() => median([])).toThrow(/no values/);
  });
});
