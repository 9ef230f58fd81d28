import { BookingMode, PaymentRule } from '../enums.ts';

export interface BookingModeInput {
  isBookingRequest: boolean;
  isWaitList: boolean;
  /** Payment rules of the rules behind the chosen times (several for activity bookings). */
  paymentRules: readonly (PaymentRule | null | undefined)[];
}

/**
 * The one mode of a booking (doc 1 §1). Precedence: booking request, wait list, prepayment,
 * no-show fee, normal; see docs/decisions/routing-wizard.md.
 */
export function bookingMode(input: BookingModeInput): BookingMode {
  if (input.isBookingRequest) return BookingMode.BookingRequest;
  if (input.isWaitList) return BookingMode.WaitList;
  if (input.paymentRules.includes(PaymentRule.Prepayment)) return BookingMode.Prepayment;
  if (input.paymentRules.includes(PaymentRule.NoShowFee)) return BookingMode.NoShowFee;
  return BookingMode.Normal;
}
