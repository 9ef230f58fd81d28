import { describe, expect, it } from 'vitest';
import {
  validateMenuGroup,
  type MenuGroupValidation,
} from '../../../../shared/preorder/validateMenuGroup.ts';
import type { MenuGroup, PreorderContext } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

const OK: MenuGroupValidation = { valid: true };
const bad = (key: string, params: Record<string, string | number> = {}): MenuGroupValidation => ({
  valid: false,
  messageKey: `preorder.validation.${key}`,
  params,
});

describe('validateMenuGroup', () => {
  it.each<[string, MenuGroup, PreorderContext, MenuGroupValidation]>([
    ['doc1 §5 Pre-order groups: ViewOnly is always valid', group(T.ViewOnly, [0, 0]), {}, OK],
    [
      'doc1 §5 Pre-order groups: ViewOnly is valid even with odd quantities',
      group(T.ViewOnly, [900]),
      {},
      OK,
    ],

    [
      'doc1 §5 Pre-order groups: SingleChoice with total exactly 1 is valid',
      group(T.SingleChoice, [0, 1]),
      {},
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: SingleChoice with nothing is invalid',
      group(T.SingleChoice, [0, 0]),
      {},
      bad('singleChoice'),
    ],
    [
      'doc1 §5 Pre-order groups: SingleChoice with total 2 is invalid',
      group(T.SingleChoice, [1, 1]),
      {},
      bad('singleChoice'),
    ],

    [
      'doc1 §5 Pre-order groups: AmountChoice within stock is valid',
      group(T.AmountChoice, [3, 5]),
      { stock: [{ articleId: 2, quantity: 5 }] },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice above stock shows the max',
      group(T.AmountChoice, [3, 6]),
      { stock: [{ articleId: 2, quantity: 5 }] },
      bad('maxAmount', { count: 5, item: 'Item 2' }),
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice default stock 500 when unknown',
      group(T.AmountChoice, [501]),
      { stock: [{ articleId: 9, quantity: 1 }] },
      bad('maxAmount', { count: 500, item: 'Item 1' }),
    ],
    [
      'doc1 §5 Pre-order groups: AmountChoice with nothing is valid',
      group(T.AmountChoice, [0, 0]),
      {},
      OK,
    ],

    [
      'doc1 §5 Pre-order groups: LimitedChoices at the choices limit is valid',
      group(T.LimitedChoices, [1, 4, 0], { choices: 2 }),
      {},
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedChoices above the limit shows the limit',
      group(T.LimitedChoices, [1, 1, 1], { choices: 2 }),
      {},
      bad('limitedChoices', { count: 2 }),
    ],

    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests at guests is valid',
      group(T.LimitedMinChoicesToGuests, [2, 2]),
      { guests: 4 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests above guests is valid',
      group(T.LimitedMinChoicesToGuests, [5, 2]),
      { guests: 4 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinChoicesToGuests below guests is invalid',
      group(T.LimitedMinChoicesToGuests, [1, 2]),
      { guests: 4 },
      bad('minToGuests', { count: 1 }),
    ],
    [
      'doc1 §5 Pre-order groups: guests default 1',
      group(T.LimitedMinChoicesToGuests, [0, 0]),
      {},
      bad('minToGuests', { count: 1 }),
    ],
    [
      'doc1 §5 Pre-order groups: guests default 1 is met by one item',
      group(T.LimitedMinChoicesToGuests, [1]),
      { guests: null },
      OK,
    ],

    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests at guests is valid',
      group(T.LimitedMinMaxChoicesToGuests, [2, 1], { choices: 6 }),
      { guests: 3 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests below guests says how many are missing',
      group(T.LimitedMinMaxChoicesToGuests, [1, 1], { choices: 6 }),
      { guests: 3 },
      bad('minToGuests', { count: 1 }),
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests above choices is valid (a minimum only, issue 36)',
      group(T.LimitedMinMaxChoicesToGuests, [4, 3], { choices: 6 }),
      { guests: 3 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedMinMaxChoicesToGuests with choices below the party still needs the party',
      group(T.LimitedMinMaxChoicesToGuests, [1], { choices: 1 }),
      { guests: 3 },
      bad('minToGuests', { count: 2 }),
    ],

    [
      'doc1 §5 Pre-order groups: LimitedToGuests with total equal to guests is valid',
      group(T.LimitedToGuests, [1, 2]),
      { guests: 3 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests below guests is invalid',
      group(T.LimitedToGuests, [1, 1]),
      { guests: 3 },
      bad('toGuests', { count: 3 }),
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuests above guests is invalid',
      group(T.LimitedToGuests, [2, 2]),
      { guests: 3 },
      bad('toGuests', { count: 3 }),
    ],

    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices equal to guests within choices is valid',
      group(T.LimitedToGuestsAndChoices, [2, 2, 0], { choices: 2 }),
      { guests: 4 },
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices too many distinct items is invalid',
      group(T.LimitedToGuestsAndChoices, [2, 1, 1], { choices: 2 }),
      { guests: 4 },
      bad('toGuestsAndChoices', { count: 2 }),
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices total not equal to guests is invalid',
      group(T.LimitedToGuestsAndChoices, [1, 1], { choices: 2 }),
      { guests: 4 },
      bad('toGuestsAndChoices', { count: 2 }),
    ],
    [
      'doc1 §5 Pre-order groups: LimitedToGuestsAndChoices without choices asks one per guest',
      group(T.LimitedToGuestsAndChoices, [1], { choices: 0 }),
      { guests: 3 },
      bad('toGuests', { count: 3 }),
    ],

    [
      'doc1 §5 Pre-order groups: MultipleChoices with items is valid',
      group(T.MultipleChoices, [0, 3]),
      {},
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: MultipleChoices empty but optional is valid',
      group(T.MultipleChoices, [0, 0], { optional: true }),
      {},
      OK,
    ],
    [
      'doc1 §5 Pre-order groups: MultipleChoices empty and required is invalid',
      group(T.MultipleChoices, [0, 0]),
      {},
      bad('multipleChoices'),
    ],

    [
      'doc1 §5 Pre-order groups: stock also binds other group types',
      group(T.MultipleChoices, [2]),
      { stock: [{ articleId: 1, quantity: 1 }] },
      bad('maxAmount', { count: 1, item: 'Item 1' }),
    ],
  ])('%s', (_name, input, ctx, expected) => {
    expect(validateMenuGroup(input, ctx)).toEqual(expected);
  });
});
