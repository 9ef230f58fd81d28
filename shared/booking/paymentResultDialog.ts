import { BookingStatus, ChargeType } from '../enums.ts';
import { isNoShowCardOutstanding } from './isNoShowCardOutstanding.ts';

export type PaymentResultDialog = 'paymentFailed' | 'cardRegistrationFailed' | 'offerUnavailable';

export interface PaymentResultReturn {
  /** ChargeId of the terminal's return. */
  chargeId?: string | undefined;
  offerStartTime?: string | undefined;
  paymentLink: boolean;
  isNoShow: boolean;
  /**
   * The booking page is flagged as a failed waiting-list confirm (doc 2 §2, §4): its status
   * message already says the offer was lost.
   */
  failedOfferConfirm?: boolean;
}

export interface PaymentResultBooking {
  status: number;
  chargeType?: number | null;
  chargeStatus?: number | null;
  chargeShouldPayAmount?: number | null;
  chargePayedAmount?: number | null;
  articles?: readonly { isTable?: boolean | null }[] | null;
}

/**
 * Which payment result dialog (doc 2 §2) the booking page opens after a payment-link or
 * waiting-list-offer return from the terminal (doc 2 §4 "Return from payment": those returns
 * always land on the booking page). The booking itself tells the result: a waiting-list entry
 * that holds no table lost its offer; a charge still owed is a payment or card registration
 * that did not go through. Null for any other visit, after a return that succeeded, and for a
 * lost offer the page is flagged for (the page's own status message tells it, once).
 */
export function paymentResultDialog(
  ret: PaymentResultReturn,
  booking: PaymentResultBooking,
): PaymentResultDialog | null {
  if (!ret.chargeId || !(ret.paymentLink || ret.offerStartTime)) return null;
  if (booking.status === BookingStatus.Canceled) return null;
  if (ret.offerStartTime && booking.status === BookingStatus.WaitList) {
    const holdsTable = (booking.articles ?? []).some((article) => article.isTable);
    if (!holdsTable) return ret.failedOfferConfirm ? null : 'offerUnavailable';
  }
  const noShow = ret.isNoShow || booking.chargeType === ChargeType.NoShow;
  if (noShow) return isNoShowCardOutstanding(booking) ? 'cardRegistrationFailed' : null;
  const type = booking.chargeType ?? ChargeType.None;
  if (type === ChargeType.None) return null;
  return (booking.chargePayedAmount ?? 0) < (booking.chargeShouldPayAmount ?? 0)
    ? 'paymentFailed'
    : null;
}
