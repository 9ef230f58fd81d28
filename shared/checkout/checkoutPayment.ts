import { BookingMode, PaymentRule } from '../enums.ts';
import { paymentTotal } from '../money/paymentTotal.ts';

export interface CheckoutPaymentRule {
  paymentRule: number | null;
  paymentCalculation: number | null;
  paymentAmount: number | null;
}

export interface CheckoutPaymentInput {
  mode: BookingMode;
  /** The rules behind the booked times (the booking's webBookingRules). */
  rules: readonly CheckoutPaymentRule[];
  guests: number;
  /** Booked table articles: the resources of a per-resource charge. */
  tableArticleCount: number;
}

export interface CheckoutPayment {
  /** Paid now at the terminal, or a card registered against a no-show fee. */
  kind: 'prepayment' | 'noShowFee';
  /** Sum over the rules of that payment rule (doc 2 §4 Payment total), rounded to cents. */
  total: number;
}

/**
 * What the details step asks the guest to pay or guarantee (doc 1 §4 Submit, doc 2 §4): only
 * in prepayment and no-show mode; the waiting list and booking requests carry no charge yet.
 */
export function checkoutPayment(input: CheckoutPaymentInput): CheckoutPayment | null {
  const rule =
    input.mode === BookingMode.Prepayment
      ? PaymentRule.Prepayment
      : input.mode === BookingMode.NoShowFee
        ? PaymentRule.NoShowFee
        : null;
  if (rule === null) return null;
  let total = 0;
  for (const r of input.rules) {
    if (r.paymentRule !== rule) continue;
    total += paymentTotal({
      calculation: r.paymentCalculation ?? 0,
      amount: r.paymentAmount ?? 0,
      guests: input.guests,
      tableArticleCount: input.tableArticleCount,
    });
  }
  return {
    kind: rule === PaymentRule.Prepayment ? 'prepayment' : 'noShowFee',
    total: Math.round(total * 100) / 100,
  };
}
