import type { SlotClass } from '../../../shared/availability/classifySlot.ts';
import type { MergedTimeSlot } from '../../../shared/availability/timeRows.ts';
import type { TimeSet } from '../../../shared/contract/availableTimes.ts';
import { PaymentRule } from '../../../shared/enums.ts';
import type { ChosenSlot } from './ChosenSlot.ts';

export interface ChosenSlotContext {
  guests: number;
  title: string;
  sectionId: number;
  /** The section's rules by id, for the fields the merged row does not carry. */
  rules: ReadonlyMap<number, TimeSet>;
}

/**
 * What a click on a (possibly merged) time books. A merged time stands for several rules
 * (docs/decisions/availability.md "Merged times … remember their sources"): book the rule whose
 * own seats fit the party for this kind of click, not simply the first one.
 */
export function chosenSlotFor(
  slot: MergedTimeSlot,
  kind: SlotClass['kind'],
  { guests, title, sectionId, rules }: ChosenSlotContext,
): ChosenSlot {
  const fits = (source: MergedTimeSlot['sources'][number]) =>
    kind === 'waitList'
      ? source.waitListSeats.includes(guests)
      : source.availableSeats.includes(guests);
  const source = slot.sources.find(fits) ?? slot.sources[0] ?? slot;
  const rule = rules.get(source.ruleId);
  return {
    ruleId: source.ruleId,
    start: source.start,
    end: source.end,
    hasMenu: rule?.menuGuid != null,
    paymentRule: rule?.paymentRule ?? PaymentRule.NoFee,
    title,
    sectionId: rule?.sectionId ?? sectionId,
  };
}
