import { ChargeType } from '../enums.ts';

export interface PrepaymentInput {
  chargeType?: number | null;
  chargeShouldPayAmount?: number | null;
  chargePayedAmount?: number | null;
}

/** A prepayment charge of which less than the amount due has been paid. */
export function isPrepaymentOutstanding(booking: PrepaymentInput): boolean {
  return (
    booking.chargeType === ChargeType.PrePayment &&
    (booking.chargePayedAmount ?? 0) < (booking.chargeShouldPayAmount ?? 0)
  );
}
