import { BookingMode } from '../enums.ts';
import { checkoutPayment, type CheckoutPaymentRule } from '../checkout/checkoutPayment.ts';
import { bookingMode } from '../wizard/bookingMode.ts';

export type ActivityPaymentNote =
  | { kind: 'prepayment'; amount: number }
  | { kind: 'cardRegistration'; amount: number }
  | { kind: 'payAtLocation' }
  | { kind: 'waitList' };

export interface ActivityPaymentNoteInput {
  /** The rules behind the booked activities (the booking's webBookingRules). */
  rules: readonly (CheckoutPaymentRule & { paymentRule: number | null })[];
  guests: number;
  tableArticleCount: number;
  isWaitList: boolean;
}

/**
 * The summary's payment note (doc 1 §2 Activity list): prepayment with the amount continue
 * carries, card registration for a no-show fee, or pay at the venue. A waiting list is charged
 * nothing yet, so it says so instead.
 */
export function activityPaymentNote(input: ActivityPaymentNoteInput): ActivityPaymentNote {
  const mode = bookingMode({
    isBookingRequest: false,
    isWaitList: input.isWaitList,
    paymentRules: input.rules.map((rule) => rule.paymentRule as never),
  });
  if (mode === BookingMode.WaitList) return { kind: 'waitList' };
  const payment = checkoutPayment({
    mode,
    rules: input.rules,
    guests: input.guests,
    tableArticleCount: input.tableArticleCount,
  });
  if (!payment) return { kind: 'payAtLocation' };
  return payment.kind === 'prepayment'
    ? { kind: 'prepayment', amount: payment.total }
    : { kind: 'cardRegistration', amount: payment.total };
}
