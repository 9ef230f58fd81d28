import { describe, expect, it } from 'vitest';
import { isMenuValid } from '../../../../shared/preorder/isMenuValid.ts';
import type { MenuGroup, PreorderContext } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('isMenuValid', () => {
  it.each<[string, MenuGroup[], PreorderContext, boolean]>([
    ['doc1 §4 Preorder: no groups is valid', [], {}, true],
    [
      'doc1 §4 Preorder: all groups valid enables continue',
      [group(T.ViewOnly, [0]), group(T.LimitedToGuests, [2])],
      { guests: 2 },
      true,
    ],
    [
      'doc1 §4 Preorder: one invalid group disables continue',
      [group(T.ViewOnly, [0]), group(T.LimitedToGuests, [2])],
      { guests: 3 },
      false,
    ],
    [
      'doc1 §4 Preorder: stock is taken into account',
      [group(T.AmountChoice, [4])],
      { stock: [{ articleId: 1, quantity: 3 }] },
      false,
    ],
  ])('%s', (_name, groups, ctx, expected) => {
    expect(isMenuValid(groups, ctx)).toBe(expected);
  });
});
