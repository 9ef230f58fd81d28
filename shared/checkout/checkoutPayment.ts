import { BookingMode, ChargeType } from '../enums.ts';
import { bookingCharge, type ChargedRule } from '../money/bookingCharge.ts';

type CheckoutPaymentRule = Omit<ChargedRule, 'tableArticles'> & { id: number };

/** The parts of a booking record (doc 2 §3) its charge is read from. */
export interface CheckoutPaymentBooking {
  guests: number;
  /** The rules behind the booked times. */
  webBookingRules: readonly CheckoutPaymentRule[];
  articles: readonly { isTable: boolean; ruleId: number | null }[];
  chargeType: number;
  chargeShouldPayAmount: number;
}

export interface CheckoutPayment {
  /** Paid now at the terminal, or a card registered against a no-show fee. */
  kind: 'prepayment' | 'noShowFee';
  /** What the terminal will ask for, rounded to cents. */
  total: number;
}

/** Each rule with the table articles the booking holds under it (doc 2 §4 Payment total). */
function chargedRules(
  booking: Omit<CheckoutPaymentBooking, 'chargeType' | 'chargeShouldPayAmount'>,
): ChargedRule[] {
  const only = booking.webBookingRules.length === 1;
  return booking.webBookingRules.map((rule) => ({
    ...rule,
    // An article without a rule can only belong to the booking's one rule.
    tableArticles: booking.articles.filter(
      (article) =>
        article.isTable && (article.ruleId === rule.id || (only && article.ruleId === null)),
    ).length,
  }));
}

/**
 * What the details step asks the guest to pay or guarantee (doc 1 §4 Submit, doc 2 §4): only
 * in prepayment and no-show mode; the waiting list and booking requests carry no charge yet.
 * Once the API has set the booking's charge, its amount is the one shown: it is the amount
 * the terminal takes, so the guest never sees a figure of the widget's own.
 */
export function checkoutPayment(
  mode: BookingMode,
  booking: CheckoutPaymentBooking,
): CheckoutPayment | null {
  const kind =
    mode === BookingMode.Prepayment
      ? 'prepayment'
      : mode === BookingMode.NoShowFee
        ? 'noShowFee'
        : null;
  if (kind === null) return null;
  const serverKind =
    booking.chargeType === ChargeType.PrePayment
      ? 'prepayment'
      : booking.chargeType === ChargeType.NoShow
        ? 'noShowFee'
        : null;
  if (serverKind === kind) return { kind, total: booking.chargeShouldPayAmount };
  const computed = bookingCharge({ rules: chargedRules(booking), guests: booking.guests });
  return { kind, total: computed?.kind === kind ? computed.amount : 0 };
}
