import { MenuGroupType } from '../enums.ts';
import { distinctLimit } from './distinctLimit.ts';
import { groupMaxTotal } from './groupMaxTotal.ts';
import { groupTotals } from './groupTotals.ts';
import { guestsOrDefault } from './guestsOrDefault.ts';
import { stockFor } from './stockFor.ts';
import type { MenuGroup, MenuItem, PreorderContext } from './types.ts';

/** Whether the add control of an item is enabled (doc 1 §5 Pre-order groups). */
export function canAdd(group: MenuGroup, item: MenuItem, ctx: PreorderContext = {}): boolean {
  if (group.groupType === MenuGroupType.ViewOnly) return false;
  if (item.quantity >= stockFor(item.articleID, ctx.stock)) return false;
  const { total, distinct } = groupTotals(group);
  if (total >= groupMaxTotal(group, guestsOrDefault(ctx.guests))) return false;
  return item.quantity > 0 || distinct < distinctLimit(group);
}
