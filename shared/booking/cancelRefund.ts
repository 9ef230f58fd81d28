import { ChargeType } from '../enums.ts';
import { roundToCents as cents } from '../money/roundToCents.ts';

export interface CancelRefundInput {
  chargeType?: number | null;
  chargePayedAmount?: number | null;
  chargeRefundedAmount?: number | null;
}

/**
 * What cancelling gives back (doc 2 §3 chargeRefundedAmount, §8 CreditFailed 'refund failed'):
 * what the guest paid for the booking and has not had back yet, in the market's currency; 0 when
 * nothing was paid (an unpaid prepayment, a no-show card that is only registered).
 */
export function cancelRefund(booking: CancelRefundInput): number {
  if ((booking.chargeType ?? ChargeType.None) === ChargeType.None) return 0;
  const paid = booking.chargePayedAmount ?? 0;
  const refunded = booking.chargeRefundedAmount ?? 0;
  return Math.max(0, cents(paid - refunded));
}
