import { MenuGroupType } from '../enums.ts';
import { distinctLimit } from './distinctLimit.ts';
import { groupMaxTotal } from './groupMaxTotal.ts';
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

/** Checks one pre-order group against its type's rule (doc 1 §5 Pre-order groups). */
export function validateMenuGroup(
  group: MenuGroup,
  ctx: PreorderContext = {},
): MenuGroupValidation {
  if (group.groupType === MenuGroupType.ViewOnly) return VALID;
  // Stock binds every orderable group, not just amount choices: the kitchen cannot serve more.
  for (const item of group.items) {
    const max = stockFor(item.articleID, ctx.stock);
    if (item.quantity > max) return invalid('maxAmount', { max, item: item.name });
  }
  const guests = guestsOrDefault(ctx.guests);
  const { total, distinct } = groupTotals(group);
  const choices = group.choices;
  switch (group.groupType) {
    case MenuGroupType.SingleChoice:
      return total === 1 ? VALID : invalid('singleChoice');
    case MenuGroupType.AmountChoice:
      return VALID;
    case MenuGroupType.LimitedChoices: {
      const limit = distinctLimit(group);
      return distinct <= limit
        ? VALID
        : invalid('limitedChoices', { choices, chosen: distinct, remaining: 0 });
    }
    case MenuGroupType.LimitedMinChoicesToGuests:
      return total >= guests ? VALID : invalid('minToGuests', { guests, missing: guests - total });
    case MenuGroupType.LimitedMinMaxChoicesToGuests: {
      const max = groupMaxTotal(group, guests);
      return total >= guests && total <= max
        ? VALID
        : invalid('minMaxToGuests', { guests, choices, total });
    }
    case MenuGroupType.LimitedToGuests:
      return total === guests ? VALID : invalid('toGuests', { guests, total });
    case MenuGroupType.LimitedToGuestsAndChoices:
      return total === guests && distinct <= distinctLimit(group)
        ? VALID
        : invalid('toGuestsAndChoices', { guests, choices, total, chosen: distinct });
    case MenuGroupType.MultipleChoices:
      return group.optional || total > 0 ? VALID : invalid('multipleChoices');
  }
}
