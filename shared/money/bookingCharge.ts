import { PaymentRule } from '../enums.ts';
import { paymentTotal } from './paymentTotal.ts';
import { roundToCents as cents } from './roundToCents.ts';

/** One rule (time set) a booking holds times under, with what it holds. */
export interface ChargedRule {
  paymentRule: number | null;
  paymentCalculation: number | null;
  paymentAmount: number | null;
  /** VAT in percent of the net amount; the charge's VAT share is derived from it. */
  paymentVAT?: number | null;
  /** The table articles (resources) the booking holds under this rule. */
  tableArticles: number;
}

export interface BookingChargeInput {
  /** Each rule once. */
  rules: readonly ChargedRule[];
  guests: number;
}

export interface BookingCharge {
  /** Paid now at the terminal, or a card registered against a no-show fee. */
  kind: 'prepayment' | 'noShowFee';
  /** VAT included, rounded to cents. */
  amount: number;
  vat: number;
}

/**
 * What a booking charges (doc 1 §9, doc 2 §4 Payment total), computed once for the widget and
 * the reference API. Each rule charges by its own calculation; a per-resource rule counts the
 * table articles held under that rule only (docs/decisions.md "Per resource"). A booking that
 * mixes prepayment and no-show rules is prepaid: the no-show fee would guard a table already
 * paid for.
 */
export function bookingCharge({ rules, guests }: BookingChargeInput): BookingCharge | null {
  const sums = {
    [PaymentRule.Prepayment]: { amount: 0, vat: 0 },
    [PaymentRule.NoShowFee]: { amount: 0, vat: 0 },
  };
  for (const rule of rules) {
    if (rule.paymentRule !== PaymentRule.Prepayment && rule.paymentRule !== PaymentRule.NoShowFee)
      continue;
    const amount = paymentTotal({
      calculation: rule.paymentCalculation ?? 0,
      amount: rule.paymentAmount ?? 0,
      guests,
      tableArticleCount: rule.tableArticles,
    });
    const rate = rule.paymentVAT ?? 0;
    sums[rule.paymentRule].amount += amount;
    sums[rule.paymentRule].vat += (amount * rate) / (100 + rate);
  }
  const prepaid = sums[PaymentRule.Prepayment];
  const noShow = sums[PaymentRule.NoShowFee];
  const [kind, sum] =
    cents(prepaid.amount) > 0
      ? (['prepayment', prepaid] as const)
      : cents(noShow.amount) > 0
        ? (['noShowFee', noShow] as const)
        : [null, null];
  if (!kind) return null;
  return { kind, amount: cents(sum.amount), vat: cents(sum.vat) };
}
