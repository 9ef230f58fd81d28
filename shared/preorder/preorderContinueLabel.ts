import { MenuGroupType } from '../enums.ts';
import { groupTotals } from './groupTotals.ts';
import type { MenuGroup, PreorderContext } from './types.ts';
import { validateMenuGroup } from './validateMenuGroup.ts';

export type PreorderContinueLabel =
  | { key: 'continueWithoutItems' }
  | { key: 'continue' }
  | { key: 'continueWithItems'; count: number };

/**
 * The pre-order Continue label (doc 1 §4 Preorder); `count` feeds i18next's plural forms.
 * Nothing chosen on a menu that asks for a choice is a plain 'continue': "without items" would
 * offer a way on that does not exist (issue 52).
 */
export function preorderContinueLabel(
  groups: readonly MenuGroup[],
  ctx: PreorderContext = {},
): PreorderContinueLabel {
  const count = groups
    .filter((group) => group.groupType !== MenuGroupType.ViewOnly)
    .reduce((sum, group) => sum + groupTotals(group).total, 0);
  if (count > 0) return { key: 'continueWithItems', count };
  const required = groups.some((group) => !validateMenuGroup(group, ctx).valid);
  return required ? { key: 'continue' } : { key: 'continueWithoutItems' };
}
