import { BookingMode } from '../enums.ts';
import { checkoutPayment, type CheckoutPaymentBooking } from '../checkout/checkoutPayment.ts';
import { bookingMode } from '../wizard/bookingMode.ts';

export type ActivityPaymentNote =
  | { kind: 'prepayment'; amount: number }
  | { kind: 'cardRegistration'; amount: number }
  | { kind: 'payAtLocation' }
  | { kind: 'waitList' };

export interface ActivityPaymentNoteInput {
  /** The held activity booking: its rules, articles and the API's charge. */
  booking: CheckoutPaymentBooking;
  isWaitList: boolean;
}

/**
 * The summary's payment note (doc 1 §2 Activity list): prepayment with the amount continue
 * carries, card registration for a no-show fee, or pay at the venue. A waiting list is charged
 * nothing yet, so it says so instead. The amount is the details step's and the terminal's.
 */
export function activityPaymentNote({
  booking,
  isWaitList,
}: ActivityPaymentNoteInput): ActivityPaymentNote {
  const mode = bookingMode({
    isBookingRequest: false,
    isWaitList,
    paymentRules: booking.webBookingRules.map((rule) => rule.paymentRule as never),
  });
  if (mode === BookingMode.WaitList) return { kind: 'waitList' };
  const payment = checkoutPayment(mode, booking);
  if (!payment) return { kind: 'payAtLocation' };
  return payment.kind === 'prepayment'
    ? { kind: 'prepayment', amount: payment.total }
    : { kind: 'cardRegistration', amount: payment.total };
}
