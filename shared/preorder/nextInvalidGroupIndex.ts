import { validateMenuGroup } from './validateMenuGroup.ts';
import type { MenuGroup, PreorderContext } from './types.ts';

/**
 * The tab Continue jumps to (doc 1 §4 Preorder): the first invalid group from the current
 * tab on, wrapping round; -1 when all are valid. The current tab counts, so its error shows.
 */
export function nextInvalidGroupIndex(
  groups: readonly MenuGroup[],
  ctx: PreorderContext = {},
  currentIndex = 0,
): number {
  const count = groups.length;
  for (let step = 0; step < count; step += 1) {
    const index = (((currentIndex + step) % count) + count) % count;
    const group = groups[index];
    if (group && !validateMenuGroup(group, ctx).valid) return index;
  }
  return -1;
}
