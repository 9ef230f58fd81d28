import { validateMenuGroup } from './validateMenuGroup.ts';
import type { MenuGroup, PreorderContext } from './types.ts';

/** Continue is enabled when every group is valid (doc 1 §4 Preorder). */
export function isMenuValid(groups: readonly MenuGroup[], ctx: PreorderContext = {}): boolean {
  return groups.every((group) => validateMenuGroup(group, ctx).valid);
}
