import { describe, expect, it } from 'vitest';
import { changeQuantity } from '../../../../shared/preorder/changeQuantity.ts';
import type { MenuGroup, PreorderContext } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

describe('changeQuantity', () => {
  it.each<[string, MenuGroup, number, 1 | -1, PreorderContext, number[]]>([
    ['doc1 §5 Pre-order groups: + adds one', group(T.AmountChoice, [0, 0]), 2, 1, {}, [0, 1]],
    ['doc1 §5 Pre-order groups: − removes one', group(T.AmountChoice, [2, 0]), 1, -1, {}, [1, 0]],
    [
      'doc1 §5 Pre-order groups: remove is blocked at the minimum',
      group(T.AmountChoice, [0, 0]),
      1,
      -1,
      {},
      [0, 0],
    ],
    [
      'doc1 §5 Pre-order groups: add is blocked at the maximum (one per guest)',
      group(T.LimitedToGuests, [1, 1]),
      1,
      1,
      { guests: 2 },
      [1, 1],
    ],
    [
      'doc1 §5 Pre-order groups: add is blocked for an item out of stock',
      group(T.AmountChoice, [0, 0]),
      2,
      1,
      { stock: [{ articleId: 2, quantity: 0 }] },
      [0, 0],
    ],
    [
      'doc1 §5 Pre-order groups: a ViewOnly item never changes',
      group(T.ViewOnly, [0]),
      1,
      1,
      {},
      [0],
    ],
  ])('%s', (_name, menuGroup, articleID, delta, ctx, expected) => {
    const out = changeQuantity([menuGroup], 0, articleID, delta, ctx);
    expect(out[0]!.items.map((i) => i.quantity)).toEqual(expected);
  });

  it('doc1 §5 Pre-order groups: a blocked press returns the same array', () => {
    const groups = [group(T.SingleChoice, [1, 0])];
    expect(changeQuantity(groups, 0, 2, 1)).toBe(groups);
    expect(changeQuantity(groups, 3, 2, 1)).toBe(groups);
  });
});
