import { ChargeStatus, ChargeType } from '../enums.ts';
import { roundToCents as cents } from '../money/roundToCents.ts';

export interface BookingPaymentInput {
  chargeType?: number | null;
  chargeStatus?: number | null;
  chargeShouldPayAmount?: number | null;
  chargePayedAmount?: number | null;
  chargeRefundedAmount?: number | null;
}

/**
 * The payment summary of the booking page (doc 2 §2 payment controls, §4 Payment):
 * - prepayment (or a staff manual charge): what is due, what is paid, what is still owed;
 * - noShow: the fee the registered card covers and whether the card is registered;
 * - none: nothing to show.
 * Amounts are in the market's currency, rounded to cents.
 */
export type BookingPayment =
  | { kind: 'none' }
  | { kind: 'prepayment'; due: number; paid: number; outstanding: number; refunded: number }
  | { kind: 'noShow'; fee: number; cardRegistered: boolean };

/** What the booking page shows about paying for a booking. */
export function bookingPayment(booking: BookingPaymentInput): BookingPayment {
  const due = cents(booking.chargeShouldPayAmount ?? 0);
  switch (booking.chargeType ?? ChargeType.None) {
    case ChargeType.PrePayment:
    case ChargeType.ManualChargeOrCapturedNoShowPayment:
    case ChargeType.ExternalCharge: {
      if (due <= 0) return { kind: 'none' };
      const paid = cents(booking.chargePayedAmount ?? 0);
      return {
        kind: 'prepayment',
        due,
        paid,
        outstanding: cents(Math.max(0, due - paid)),
        refunded: cents(booking.chargeRefundedAmount ?? 0),
      };
    }
    case ChargeType.NoShow:
    case ChargeType.NoShowReservation:
      return {
        kind: 'noShow',
        fee: due,
        cardRegistered: booking.chargeStatus === ChargeStatus.CardRegistered,
      };
    default:
      return { kind: 'none' };
  }
}
