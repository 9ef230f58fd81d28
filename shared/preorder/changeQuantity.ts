import { canAdd } from './canAdd.ts';
import { canRemove } from './canRemove.ts';
import type { MenuGroup, PreorderContext } from './types.ts';

/**
 * One press of an item's + (delta 1) or − (delta −1). The add control is blocked at the
 * maximum and remove at the minimum (doc 1 §5 Pre-order groups): a blocked press returns the
 * very same array, so nothing re-renders.
 */
export function changeQuantity<G extends MenuGroup>(
  groups: readonly G[],
  groupIndex: number,
  articleID: number,
  delta: 1 | -1,
  ctx: PreorderContext = {},
): readonly G[] {
  const group = groups[groupIndex];
  const item = group?.items.find((candidate) => candidate.articleID === articleID);
  if (!group || !item) return groups;
  const allowed = delta > 0 ? canAdd(group, item, ctx) : canRemove(group, item);
  if (!allowed) return groups;
  return groups.map((g, index) =>
    index !== groupIndex
      ? g
      : {
          ...g,
          items: g.items.map((i) => (i === item ? { ...i, quantity: i.quantity + delta } : i)),
        },
  );
}
