import { MenuGroupType } from '../enums.ts';
import { distinctLimit } from './distinctLimit.ts';
import { groupMaxTotal } from './groupMaxTotal.ts';
import { groupTotals } from './groupTotals.ts';
import { guestsOrDefault } from './guestsOrDefault.ts';
import type { MenuGroup } from './types.ts';

/** What a group asks of the guest, with the numbers so far; a message key under `hint.`. */
export type GroupHint = { key: string; params: Record<string, number> } | null;

/**
 * The line under a group's tab that says its rule before the guest breaks it (doc 1 §5
 * Pre-order groups: "remaining shown", "choices shown"). ViewOnly groups ask nothing.
 */
export function groupHint(group: MenuGroup, guests?: number | null): GroupHint {
  const party = guestsOrDefault(guests);
  const { total, distinct } = groupTotals(group);
  const limit = distinctLimit(group);
  const max = groupMaxTotal(group, party);
  const hint = (key: string, params: Record<string, number> = {}): GroupHint => ({
    key: `hint.${key}`,
    params,
  });
  switch (group.groupType) {
    case MenuGroupType.ViewOnly:
      return null;
    case MenuGroupType.SingleChoice:
      return hint('singleChoice');
    case MenuGroupType.AmountChoice:
      return hint('anyAmount');
    case MenuGroupType.LimitedChoices:
      return limit === Infinity
        ? hint('anyAmount')
        : hint('limitedChoices', { choices: limit, remaining: Math.max(0, limit - distinct) });
    case MenuGroupType.LimitedMinChoicesToGuests:
      return hint('minToGuests', { guests: party, total });
    case MenuGroupType.LimitedMinMaxChoicesToGuests:
      return max === Infinity
        ? hint('minToGuests', { guests: party, total })
        : hint('minMaxToGuests', { guests: party, max, total });
    case MenuGroupType.LimitedToGuests:
      return hint('toGuests', { guests: party, total });
    case MenuGroupType.LimitedToGuestsAndChoices:
      return limit === Infinity
        ? hint('toGuests', { guests: party, total })
        : hint('toGuestsAndChoices', { guests: party, choices: limit, total });
    case MenuGroupType.MultipleChoices:
      return group.optional ? hint('optional') : hint('atLeastOne');
  }
}
