import { describe, expect, it } from 'vitest';
import { carryOverQuantities } from '../../../../shared/preorder/carryOverQuantities.ts';
import type { MenuGroup } from '../../../../shared/preorder/types.ts';
import { group, T } from './fixtures.ts';

const quantities = (groups: readonly MenuGroup[]) =>
  groups.map((g) => g.items.map((i) => i.quantity));

describe('carryOverQuantities', () => {
  it.each<[string, MenuGroup[], MenuGroup[], number[][]]>([
    [
      'doc1 §4 Preorder: the re-created menu takes the old quantities',
      [group(T.SingleChoice, [0, 1]), group(T.AmountChoice, [3, 2])],
      [group(T.SingleChoice, [0, 0]), group(T.AmountChoice, [0, 0])],
      [
        [0, 1],
        [3, 2],
      ],
    ],
    [
      'doc1 §4 Preorder: groups match by position, items by articleID',
      [group(T.AmountChoice, [5, 7])],
      [
        {
          ...group(T.AmountChoice, [0, 0]),
          items: [...group(T.AmountChoice, [0, 0]).items].reverse(),
        },
      ],
      [[7, 5]],
    ],
    [
      'doc1 §4 Preorder: an item the old menu lacks keeps its own quantity',
      [group(T.AmountChoice, [4])],
      [group(T.AmountChoice, [0, 0])],
      [[4, 0]],
    ],
    [
      'doc1 §4 Preorder: a group the old menu lacks is left as it is',
      [],
      [group(T.AmountChoice, [0, 2])],
      [[0, 2]],
    ],
  ])('%s', (_name, from, to, expected) => {
    expect(quantities(carryOverQuantities(from, to))).toEqual(expected);
  });

  it('doc1 §4 Preorder: the new menu is not changed in place', () => {
    const to = [group(T.AmountChoice, [0])];
    carryOverQuantities([group(T.AmountChoice, [3])], to);
    expect(to[0]!.items[0]!.quantity).toBe(0);
  });
});
