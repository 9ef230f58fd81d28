import { describe, expect, it } from 'vitest';
import { groupMaxTotal } from '../../../../shared/preorder/groupMaxTotal.ts';
import type { MenuGroupType } from '../../../../shared/enums.ts';
import { T } from './fixtures.ts';

describe('groupMaxTotal', () => {
  it.each<[string, MenuGroupType, number, number, number]>([
    ['doc1 §5 Pre-order groups: ViewOnly holds nothing', T.ViewOnly, 2, 4, 0],
    ['doc1 §5 Pre-order groups: SingleChoice holds one', T.SingleChoice, 2, 4, 1],
    ['doc1 §5 Pre-order groups: LimitedToGuests holds one per guest', T.LimitedToGuests, 2, 4, 4],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices holds one per guest',
      T.LimitedToGuestsAndChoices,
      9,
      4,
      4,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests has a minimum only, whatever its choices (issue 36)',
      T.LimitedMinMaxChoicesToGuests,
      6,
      4,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests without choices is unbounded',
      T.LimitedMinMaxChoicesToGuests,
      0,
      4,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice is bounded by stock only',
      T.AmountChoice,
      2,
      4,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: MultipleChoices is bounded by stock only',
      T.MultipleChoices,
      2,
      4,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices limits items, not the total',
      T.LimitedChoices,
      2,
      4,
      Infinity,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests has only a minimum',
      T.LimitedMinChoicesToGuests,
      2,
      4,
      Infinity,
    ],
  ])('%s', (_name, groupType, choices, guests, expected) => {
    expect(groupMaxTotal({ groupType, choices }, guests)).toBe(expected);
  });
});
