import { carryOverQuantities } from './carryOverQuantities.ts';
import type { MenuDraft, MenuDraftOwner } from './menuDraft.ts';
import type { MenuGroup } from './types.ts';

/**
 * The groups the pre-order editor shows (doc 1 §4 Preorder, issue 31): the guest's own edits
 * while they belong to this booking and activity; else the menu the API sends, with the
 * quantities of a draft kept for the same owner carried over; else that menu as it is.
 */
export function editorGroups<G extends MenuGroup>(
  edited: { owner: MenuDraftOwner; groups: G[] } | null,
  owner: MenuDraftOwner,
  stored: { ruleId?: number | undefined; groups: MenuDraft } | null,
  menuGroups: G[] | undefined,
): G[] {
  if (edited?.owner.bookingId === owner.bookingId && edited.owner.ruleId === owner.ruleId) {
    return edited.groups;
  }
  if (stored && stored.ruleId === owner.ruleId && menuGroups) {
    return carryOverQuantities(stored.groups, menuGroups);
  }
  return menuGroups ?? [];
}
