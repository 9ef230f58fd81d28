import { needsMenuStep, type MenuWithItems } from './needsMenuStep.ts';

/**
 * The activity whose menu step opens again after a reload (doc 1 §4 Activity modal, issue 48):
 * the one a kept menu draft names, while the booking still holds it, is no waiting list, and
 * its menu has items to show. Null when none.
 */
export function resumedMenuStep(
  draftRuleId: number | undefined,
  booking: {
    isWaitList: boolean;
    bookedRuleIds: readonly number[];
    menus: readonly (MenuWithItems & { publicId: string })[];
  },
  menuGuidOf: (ruleId: number) => string | null | undefined,
): number | null {
  if (draftRuleId === undefined || booking.isWaitList) return null;
  if (!booking.bookedRuleIds.includes(draftRuleId)) return null;
  const menuGuid = menuGuidOf(draftRuleId);
  const menu = menuGuid ? booking.menus.find((m) => m.publicId === menuGuid) : undefined;
  return needsMenuStep(menu) ? draftRuleId : null;
}
