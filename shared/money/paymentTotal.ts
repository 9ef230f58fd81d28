import { PaymentCalculation } from '../enums.ts';
import { roundToCents } from './roundToCents.ts';

export interface PaymentTotalInput {
  calculation: number;
  amount: number;
  guests: number;
  tableArticleCount: number;
}

/** What a payment rule charges for a booking, rounded to cents. */
export function paymentTotal({
  calculation,
  amount,
  guests,
  tableArticleCount,
}: PaymentTotalInput): number {
  let total: number;
  switch (calculation) {
    case PaymentCalculation.PerBooking:
      total = amount;
      break;
    case PaymentCalculation.PerGuest:
      total = amount * guests;
      break;
    case PaymentCalculation.PerResource:
      // A booking always holds at least one resource, even before tables are assigned.
      total = amount * Math.max(1, tableArticleCount);
      break;
    default:
      total = 0;
  }
  return roundToCents(total);
}
