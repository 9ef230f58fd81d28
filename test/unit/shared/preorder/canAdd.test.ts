import { describe, expect, it } from 'vitest';
import { canAdd } from '../../../../shared/preorder/canAdd.ts';
import type { MenuGroup, PreorderContext } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('canAdd', () => {
  it.each<[string, MenuGroup, number, PreorderContext, boolean]>([
    [
      'doc1 §5 Pre-order groups: ViewOnly items cannot be added',
      group(T.ViewOnly, [0]),
      0,
      {},
      false,
    ],
    [
      'doc1 §5 Pre-order groups: SingleChoice allows the first item',
      group(T.SingleChoice, [0, 0]),
      0,
      {},
      true,
    ],
    [
      'doc1 §5 Pre-order groups: SingleChoice is blocked at one',
      group(T.SingleChoice, [1, 0]),
      1,
      {},
      false,
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice is blocked at stock',
      group(T.AmountChoice, [3]),
      0,
      { stock: [{ articleId: 1, quantity: 3 }] },
      false,
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice below stock may add',
      group(T.AmountChoice, [2]),
      0,
      { stock: [{ articleId: 1, quantity: 3 }] },
      true,
    ],
    [
      'doc1 §5 Pre-order groups: out of stock cannot be added',
      group(T.MultipleChoices, [0]),
      0,
      { stock: [{ articleId: 1, quantity: 0 }] },
      false,
    ],
    [
      'doc1 §5 Pre-order groups: default stock 500 blocks at 500',
      group(T.MultipleChoices, [500]),
      0,
      {},
      false,
    ],
    [
      'doc1 §5 Pre-order groups: default stock 500 allows 499',
      group(T.MultipleChoices, [499]),
      0,
      {},
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices blocks a new item at the distinct limit',
      group(T.LimitedChoices, [1, 1, 0], { choices: 2 }),
      2,
      {},
      false,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices allows more of a chosen item',
      group(T.LimitedChoices, [1, 1, 0], { choices: 2 }),
      0,
      {},
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests blocked at guests, one per guest',
      group(T.LimitedToGuests, [2, 1]),
      0,
      { guests: 3 },
      false,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests below guests may add',
      group(T.LimitedToGuests, [1, 1]),
      0,
      { guests: 3 },
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests with default guests blocks at one',
      group(T.LimitedToGuests, [1, 0]),
      1,
      {},
      false,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices blocked at guests',
      group(T.LimitedToGuestsAndChoices, [2, 0], { choices: 2 }),
      1,
      { guests: 2 },
      false,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices blocks a third distinct item',
      group(T.LimitedToGuestsAndChoices, [1, 1, 0], { choices: 2 }),
      2,
      { guests: 4 },
      false,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices allows a chosen item below guests',
      group(T.LimitedToGuestsAndChoices, [1, 1, 0], { choices: 2 }),
      1,
      { guests: 4 },
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests has no maximum beyond stock',
      group(T.LimitedMinChoicesToGuests, [40]),
      0,
      { guests: 2 },
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests is not blocked at choices (a minimum only, issue 36)',
      group(T.LimitedMinMaxChoicesToGuests, [3, 3], { choices: 6 }),
      0,
      { guests: 2 },
      true,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests may reach guests when choices is smaller',
      group(T.LimitedMinMaxChoicesToGuests, [2], { choices: 1 }),
      0,
      { guests: 3 },
      true,
    ],
  ])('%s', (_name, input, index, ctx, expected) => {
    const target = input.items[index];
    if (!target) throw new Error('bad fixture');
    expect(canAdd(input, target, ctx)).toBe(expected);
  });
});
