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
 * What a charge the guest pays is called (doc 2 §3 Charge type, §4 Payment): a prepayment, a
 * manual charge (ManualChargeOrCapturedNoShowPayment: staff charged it, or took the no-show fee),
 * or an external charge.
 */
type ChargeLabel = 'prepayment' | 'manualCharge' | 'externalCharge';

/**
 * The payment summary of the booking page (doc 2 §2 payment controls, §4 Payment):
 * - charge (a prepayment, a staff manual charge or an external charge, named by `label`): what
 *   is due, what is paid, what is still owed;
 * - noShow: the fee the registered card covers and whether the card is registered;
 * - none: nothing to show.
 * Amounts are in the market's currency, rounded to cents.
 */
export type BookingPayment =
  | { kind: 'none' }
  | {
      kind: 'charge';
      label: ChargeLabel;
      due: number;
      paid: number;
      outstanding: number;
      refunded: number;
    }
  | { kind: 'noShow'; fee: number; cardRegistered: boolean };

const chargeLabels: Readonly<Record<number, ChargeLabel>> = {
  [ChargeType.PrePayment]: 'prepayment',
  [ChargeType.ManualChargeOrCapturedNoShowPayment]: 'manualCharge',
  [ChargeType.ExternalCharge]: 'externalCharge',
};

/** What the booking page shows about paying for a booking. */
export function bookingPayment(booking: BookingPaymentInput): BookingPayment {
  const due = cents(booking.chargeShouldPayAmount ?? 0);
  const type = booking.chargeType ?? ChargeType.None;
  switch (type) {
    case ChargeType.PrePayment:
    case ChargeType.ManualChargeOrCapturedNoShowPayment:
    case ChargeType.ExternalCharge: {
      if (due <= 0) return { kind: 'none' };
      const paid = cents(booking.chargePayedAmount ?? 0);
      return {
        kind: 'charge',
        label: chargeLabels[type] ?? 'prepayment',
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
