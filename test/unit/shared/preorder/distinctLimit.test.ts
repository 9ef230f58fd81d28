import { describe, expect, it } from 'vitest';
import { distinctLimit } from '../../../../shared/preorder/distinctLimit.ts';
import type { MenuGroupType } from '../../../../shared/enums.ts';
import { T } from './fixtures.ts';

describe('distinctLimit', () => {
  it.each<[string, MenuGroupType, number, number]>([
    [
      'doc1 §5 Pre-order groups: LimitedChoices limits different items to choices',
      T.LimitedChoices,
      3,
      3,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices limits different items to choices',
      T.LimitedToGuestsAndChoices,
      2,
      2,
    ],
    [
      'doc1 §5 Pre-order groups: a non-positive choices value sets no limit',
      T.LimitedChoices,
      0,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: other types have no distinct limit',
      T.MultipleChoices,
      2,
      Infinity,
    ],
  ])('%s', (_name, groupType, choices, expected) => {
    expect(distinctLimit({ groupType, choices })).toBe(expected);
  });
});
