import { MenuGroupType } from '../enums.ts';
import type { MenuGroup, MenuItem } from './types.ts';

/** The remove control is blocked at the minimum of zero (doc 1 §5 Pre-order groups). */
export function canRemove(group: Pick<MenuGroup, 'groupType'>, item: MenuItem): boolean {
  return group.groupType !== MenuGroupType.ViewOnly && item.quantity > 0;
}
