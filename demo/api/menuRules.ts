import type { ArticleStock, MenuGroup } from '../../shared/preorder/types.ts';
import { MenuGroupType } from '../../shared/enums.ts';
import { itemDisplay } from '../../shared/preorder/itemDisplay.ts';
import { validateMenuGroup } from '../../shared/preorder/validateMenuGroup.ts';
import { badRequest, type ApiError } from './apiError.ts';

type Params = Record<string, string | number>;

// The widget says these in the guest's language; the API answers developers, in English.
const messages: Record<string, (p: Params) => string> = {
  maxAmount: (p) => `only ${p.count} left of ${p.item}`,
  singleChoice: () => 'choose exactly one item',
  limitedChoices: (p) => `at most ${p.count} different items`,
  minToGuests: (p) => `at least one item per guest, ${p.count} missing`,
  toGuests: (p) => `exactly ${p.count} items, one per guest`,
  toGuestsAndChoices: (p) => `exactly one item per guest, of at most ${p.count} different`,
  multipleChoices: () => 'choose at least one item',
};

/**
 * The group rules of doc 1 §5, checked on a menu response as the widget checks them, so a
 * crafted request cannot store a menu the widget would refuse: the first broken group answers
 * 400 `{ code: 0, message: 'groups[i] "name": …' }`.
 */
export function menuRuleViolation(
  groups: readonly (Omit<MenuGroup, 'groupType' | 'items'> & {
    groupType: number;
    items: readonly (MenuGroup['items'][number] & { webFlags?: number | null })[];
  })[],
  ctx: { guests: number; stock: ArticleStock[] },
): ApiError | null {
  for (const [index, group] of groups.entries()) {
    // What the widget offers no control for cannot be ordered: view-only groups, and items
    // whose web flags show no quantity (text only, hidden).
    const fixed = group.items.find(
      (item) =>
        item.quantity > 0 &&
        (group.groupType === MenuGroupType.ViewOnly || !itemDisplay(item.webFlags).showQuantity),
    );
    if (fixed) {
      return badRequest(`groups[${index}] "${group.name}": ${fixed.name} cannot be ordered`);
    }
    // Stored menus hold the seed's group types, which the seed schema checks.
    const result = validateMenuGroup(group as MenuGroup, ctx);
    if (result.valid) continue;
    const rule = result.messageKey.replace(/^preorder\.validation\./, '');
    const text = messages[rule]?.(result.params) ?? rule;
    return badRequest(`groups[${index}] "${group.name}": ${text} (${rule})`);
  }
  return null;
}
