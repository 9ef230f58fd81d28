import { MenuGroupType } from '../enums.ts';
import type { MenuGroup } from './types.ts';

/** How many different items a group allows, or Infinity (doc 1 §5 Pre-order groups). */
export function distinctLimit(group: Pick<MenuGroup, 'groupType' | 'choices'>): number {
  const limited =
    group.groupType === MenuGroupType.LimitedChoices ||
    group.groupType === MenuGroupType.LimitedToGuestsAndChoices;
  // A venue that set no positive choices value has set no limit.
  return limited && group.choices > 0 ? group.choices : Infinity;
}
