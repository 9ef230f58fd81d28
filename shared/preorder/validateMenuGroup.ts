import { MenuGroupType } from '../enums.ts';
import { distinctLimit } from './distinctLimit.ts';
import { groupTotals } from './groupTotals.ts';
import { guestsOrDefault } from './guestsOrDefault.ts';
import { stockFor } from './stockFor.ts';
import type { MenuGroup, PreorderContext } from './types.ts';

export type MenuGroupValidation =
  { valid: true } | { valid: false; messageKey: string; params: Record<string, string | number> };

const VALID: MenuGroupValidation = { valid: true };

function invalid(
  messageKey: string,
  params: Record<string, string | number> = {},
): MenuGroupValidation {
  return { valid: false, messageKey: `preorder.validation.${messageKey}`, params };
}

/**
 * Checks one pre-order group against its type's rule (doc 1 §5 Pre-order groups). A message
 * carries at most one number, as `count`, so every language can make its nouns agree with it
 * (issue 17); the hint above the group already says how many are chosen.
 */
export function validateMenuGroup(
  group: MenuGroup,
  ctx: PreorderContext = {},
): MenuGroupValidation {
  if (group.groupType === MenuGroupType.ViewOnly) return VALID;
  // Stock binds every orderable group, not just amount choices: the kitchen cannot serve more.
  for (const item of group.items) {
    const max = stockFor(item.articleID, ctx.stock);
    if (item.quantity > max) return invalid('maxAmount', { count: max, item: item.name });
  }
  const guests = guestsOrDefault(ctx.guests);
  const { total, distinct } = groupTotals(group);
  switch (group.groupType) {
    case MenuGroupType.SingleChoice:
      return total === 1 ? VALID : invalid('singleChoice');
    case MenuGroupType.AmountChoice:
      return VALID;
    case MenuGroupType.LimitedChoices: {
      const limit = distinctLimit(group);
      return distinct <= limit ? VALID : invalid('limitedChoices', { count: limit });
    }
    // Doc 1 §5 gives type 5 a minimum only; its `choices` bound nothing (issue 36, see
    // docs/decisions/availability.md). The hint shows how many are chosen so far.
    case MenuGroupType.LimitedMinChoicesToGuests:
    case MenuGroupType.LimitedMinMaxChoicesToGuests:
      return total >= guests ? VALID : invalid('minToGuests', { count: guests - total });
    case MenuGroupType.LimitedToGuests:
      return total === guests ? VALID : invalid('toGuests', { count: guests });
    case MenuGroupType.LimitedToGuestsAndChoices: {
      const limit = distinctLimit(group);
      if (total === guests && distinct <= limit) return VALID;
      // Without a kinds limit the rule is one per guest, and says so.
      return limit === Infinity
        ? invalid('toGuests', { count: guests })
        : invalid('toGuestsAndChoices', { count: limit });
    }
    case MenuGroupType.MultipleChoices:
      return group.optional || total > 0 ? VALID : invalid('multipleChoices');
  }
}
