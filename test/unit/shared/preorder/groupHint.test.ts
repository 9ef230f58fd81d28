import { describe, expect, it } from 'vitest';
import { groupHint, type GroupHint } from '../../../../shared/preorder/groupHint.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('groupHint', () => {
  it.each<[string, MenuGroup, number | undefined, GroupHint]>([
    ['doc1 §5 Pre-order groups: ViewOnly asks nothing', group(T.ViewOnly, [0]), 2, null],
    [
      'doc1 §5 Pre-order groups: SingleChoice asks for exactly one',
      group(T.SingleChoice, [0, 0]),
      2,
      { key: 'hint.singleChoice', params: {} },
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice has no group limit',
      group(T.AmountChoice, [3]),
      2,
      { key: 'hint.anyAmount', params: {} },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices shows the kinds remaining',
      group(T.LimitedChoices, [1, 0, 0], { choices: 2 }),
      2,
      { key: 'hint.limitedChoices', params: { choices: 2, remaining: 1 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices remaining never goes below 0',
      group(T.LimitedChoices, [1, 1, 1], { choices: 2 }),
      2,
      { key: 'hint.limitedChoices', params: { choices: 2, remaining: 0 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices without a positive choices value is unlimited',
      group(T.LimitedChoices, [1], { choices: 0 }),
      2,
      { key: 'hint.anyAmount', params: {} },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests shows the party and the total',
      group(T.LimitedMinChoicesToGuests, [1, 0]),
      3,
      { key: 'hint.minToGuests', params: { guests: 3, total: 1 } },
    ],
    [
      'doc1 §5 Pre-order groups: guests default to 1',
      group(T.LimitedMinChoicesToGuests, [0, 0]),
      undefined,
      { key: 'hint.minToGuests', params: { guests: 1, total: 0 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests shows the choices as its maximum',
      group(T.LimitedMinMaxChoicesToGuests, [1, 1], { choices: 4 }),
      2,
      { key: 'hint.minMaxToGuests', params: { guests: 2, max: 4, total: 2 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests without choices has only a minimum',
      group(T.LimitedMinMaxChoicesToGuests, [1], { choices: 0 }),
      2,
      { key: 'hint.minToGuests', params: { guests: 2, total: 1 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests is one per guest',
      group(T.LimitedToGuests, [2, 0]),
      4,
      { key: 'hint.toGuests', params: { guests: 4, total: 2 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices adds the kinds limit',
      group(T.LimitedToGuestsAndChoices, [1, 0, 0], { choices: 2 }),
      2,
      { key: 'hint.toGuestsAndChoices', params: { guests: 2, choices: 2, total: 1 } },
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices without choices is one per guest',
      group(T.LimitedToGuestsAndChoices, [0], { choices: 0 }),
      2,
      { key: 'hint.toGuests', params: { guests: 2, total: 0 } },
    ],
    [
      'doc1 §5 Pre-order groups: optional MultipleChoices may stay empty',
      group(T.MultipleChoices, [0], { optional: true }),
      2,
      { key: 'hint.optional', params: {} },
    ],
    [
      'doc1 §5 Pre-order groups: required MultipleChoices needs one',
      group(T.MultipleChoices, [0], { optional: false }),
      2,
      { key: 'hint.atLeastOne', params: {} },
    ],
  ])('%s', (_name, menuGroup, guests, expected) => {
    expect(groupHint(menuGroup, guests)).toEqual(expected);
  });
});
