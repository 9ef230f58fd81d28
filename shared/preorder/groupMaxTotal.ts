import { MenuGroupType } from '../enums.ts';
import type { MenuGroup } from './types.ts';

/** The most items a group can hold in total, before stock (doc 1 §5 Pre-order groups). */
export function groupMaxTotal(
  group: Pick<MenuGroup, 'groupType' | 'choices'>,
  guests: number,
): number {
  switch (group.groupType) {
    case MenuGroupType.ViewOnly:
      return 0;
    case MenuGroupType.SingleChoice:
      return 1;
    case MenuGroupType.LimitedToGuests:
    case MenuGroupType.LimitedToGuestsAndChoices:
      return guests;
    default:
      return Infinity;
  }
}
