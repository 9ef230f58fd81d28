import type { MenuGroup } from './types.ts';

/**
 * doc 1 §4 Preorder: the re-created booking's menu takes the quantities of the one it
 * replaces. Groups are matched by position and items by `articleID` (the contract's
 * addressing, docs/decisions/contract.md); anything the old menu lacks keeps its own quantity.
 */
export function carryOverQuantities<G extends MenuGroup>(
  from: readonly { items: readonly Pick<MenuGroup['items'][number], 'articleID' | 'quantity'>[] }[],
  to: readonly G[],
): G[] {
  return to.map((group, index) => {
    const old = from[index];
    if (!old) return group;
    return {
      ...group,
      items: group.items.map((item) => {
        const before = old.items.find((candidate) => candidate.articleID === item.articleID);
        return before ? { ...item, quantity: before.quantity } : item;
      }),
    };
  });
}
