import { MenuGroupType } from '../enums.ts';
import { groupTotals } from './groupTotals.ts';
import type { MenuGroup } from './types.ts';

export type PreorderContinueLabel =
  { key: 'continueWithoutItems' } | { key: 'continueWithItems'; count: number };

/**
 * The pre-order Continue label (doc 1 §4 Preorder); `count` feeds i18next's plural forms.
 */
export function preorderContinueLabel(groups: readonly MenuGroup[]): PreorderContinueLabel {
  const count = groups
    .filter((group) => group.groupType !== MenuGroupType.ViewOnly)
    .reduce((sum, group) => sum + groupTotals(group).total, 0);
  return count === 0 ? { key: 'continueWithoutItems' } : { key: 'continueWithItems', count };
}
