import { MenuGroupType } from '../enums.ts';
import { distinctLimit } from './distinctLimit.ts';
import { groupTotals } from './groupTotals.ts';
import { guestsOrDefault } from './guestsOrDefault.ts';
import type { MenuGroup } from './types.ts';

/** One sentence of a hint: a message key under `hint.` and its one number, `count`. */
interface HintSentence {
  key: string;
  params: { count?: number };
}

/** What a group asks of the guest, then how far they are; null when it asks nothing. */
export type GroupHint = HintSentence[] | null;

/**
 * The line under a group's tab that says its rule before the guest breaks it (doc 1 §5
 * Pre-order groups: "remaining shown", "choices shown"). ViewOnly groups ask nothing.
 * Each sentence carries at most one number, as `count`, so every language can make its
 * nouns agree with it (issue 17); a rule bound to the party adds how many are chosen so far.
 */
export function groupHint(group: MenuGroup, guests?: number | null): GroupHint {
  const party = guestsOrDefault(guests);
  const { total, distinct } = groupTotals(group);
  const limit = distinctLimit(group);
  const say = (key: string, count?: number): HintSentence => ({
    key: `hint.${key}`,
    params: count === undefined ? {} : { count },
  });
  const chosen = say('chosen', total);
  switch (group.groupType) {
    case MenuGroupType.ViewOnly:
      return null;
    case MenuGroupType.SingleChoice:
      return [say('singleChoice')];
    case MenuGroupType.AmountChoice:
      return [say('anyAmount')];
    case MenuGroupType.LimitedChoices:
      return limit === Infinity
        ? [say('anyAmount')]
        : [say('limitedChoices', limit), say('kindsLeft', Math.max(0, limit - distinct))];
    // Type 5 too is a minimum only (doc 1 §5, issue 36); the choices made so far are shown.
    case MenuGroupType.LimitedMinChoicesToGuests:
    case MenuGroupType.LimitedMinMaxChoicesToGuests:
      return [say('minToGuests', party), chosen];
    case MenuGroupType.LimitedToGuests:
      return [say('toGuests', party), chosen];
    case MenuGroupType.LimitedToGuestsAndChoices:
      return limit === Infinity
        ? [say('toGuests', party), chosen]
        : [say('toGuestsAndChoices', limit), chosen];
    case MenuGroupType.MultipleChoices:
      return [group.optional ? say('optional') : say('atLeastOne')];
  }
}
