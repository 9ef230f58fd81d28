import { describe, expect, it } from 'vitest';
import { groupHint, type GroupHint } from '../../../../shared/preorder/groupHint.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

// Each sentence has at most one number, `count`, for plural selection (issue 17).
const say = (key: string, count?: number) => ({
  key: `hint.${key}`,
  params: count === undefined ? {} : { count },
});

describe('groupHint', () => {
  it.each<[string, MenuGroup, number | undefined, GroupHint]>([
    ['doc1 §5 Pre-order groups: ViewOnly asks nothing', group(T.ViewOnly, [0]), 2, null],
    [
      'doc1 §5 Pre-order groups: SingleChoice asks for exactly one',
      group(T.SingleChoice, [0, 0]),
      2,
      [say('singleChoice')],
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice has no group limit',
      group(T.AmountChoice, [3]),
      2,
      [say('anyAmount')],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices shows the kinds remaining',
      group(T.LimitedChoices, [1, 0, 0], { choices: 2 }),
      2,
      [say('limitedChoices', 2), say('kindsLeft', 1)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices remaining never goes below 0',
      group(T.LimitedChoices, [1, 1, 1], { choices: 2 }),
      2,
      [say('limitedChoices', 2), say('kindsLeft', 0)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices without a positive choices value is unlimited',
      group(T.LimitedChoices, [1], { choices: 0 }),
      2,
      [say('anyAmount')],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests shows the party and the total',
      group(T.LimitedMinChoicesToGuests, [1, 0]),
      3,
      [say('minToGuests', 3), say('chosen', 1)],
    ],
    [
      'doc1 §5 Pre-order groups: guests default to 1',
      group(T.LimitedMinChoicesToGuests, [0, 0]),
      undefined,
      [say('minToGuests', 1), say('chosen', 0)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests states its minimum and the choices made (issue 36)',
      group(T.LimitedMinMaxChoicesToGuests, [1, 1], { choices: 4 }),
      2,
      [say('minToGuests', 2), say('chosen', 2)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests without choices has only a minimum',
      group(T.LimitedMinMaxChoicesToGuests, [1], { choices: 0 }),
      2,
      [say('minToGuests', 2), say('chosen', 1)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests is one per guest',
      group(T.LimitedToGuests, [2, 0]),
      4,
      [say('toGuests', 4), say('chosen', 2)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices adds the kinds limit',
      group(T.LimitedToGuestsAndChoices, [1, 0, 0], { choices: 2 }),
      2,
      [say('toGuestsAndChoices', 2), say('chosen', 1)],
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices without choices is one per guest',
      group(T.LimitedToGuestsAndChoices, [0], { choices: 0 }),
      2,
      [say('toGuests', 2), say('chosen', 0)],
    ],
    [
      'doc1 §5 Pre-order groups: optional MultipleChoices may stay empty',
      group(T.MultipleChoices, [0], { optional: true }),
      2,
      [say('optional')],
    ],
    [
      'doc1 §5 Pre-order groups: required MultipleChoices needs one',
      group(T.MultipleChoices, [0], { optional: false }),
      2,
      [say('atLeastOne')],
    ],
  ])('%s', (_name, menuGroup, guests, expected) => {
    expect(groupHint(menuGroup, guests)).toEqual(expected);
  });
});
