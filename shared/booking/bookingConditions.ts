import type { BookingMode } from '../enums.ts';

/** The texts of a rule that bind the guest: its conditions and its payment information. */
interface RuleTexts {
  conditions?: string | null | undefined;
  paymentInformation?: string | null | undefined;
}

/**
 * The information-and-conditions block's texts (doc 2 §2): the venue's conditions, then each
 * booked rule's conditions and payment information, the empty ones left out.
 */
export function bookingConditions(
  webConditions: string | null | undefined,
  rules: readonly RuleTexts[],
): string[] {
  const texts = [
    webConditions,
    ...rules.flatMap((rule) => [rule.conditions, rule.paymentInformation]),
  ];
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * Whether the details step shows those texts before its submit (issue 52, docs/decisions.md
 * "Terms before paying"): where the guest commits money, a prepayment or a card held for a
 * no-show fee, the cancellation and no-show terms come before Pay, not only on the booking page.
 */
export function showsTermsBeforeSubmit(mode: BookingMode): boolean {
  return mode === 'prepayment' || mode === 'noShowFee';
}
