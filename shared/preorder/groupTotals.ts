import type { MenuGroup } from './types.ts';

/** Items chosen in a group: the summed quantity and how many different items. */
export function groupTotals(group: Pick<MenuGroup, 'items'>): { total: number; distinct: number } {
  let total = 0;
  let distinct = 0;
  for (const item of group.items) {
    if (item.quantity <= 0) continue;
    total += item.quantity;
    distinct += 1;
  }
  return { total, distinct };
}
