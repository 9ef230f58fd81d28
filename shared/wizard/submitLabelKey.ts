import { BookingMode } from '../enums.ts';

export interface SubmitLabel {
  key: string;
  /** Interpolation values for the key. */
  values?: { amount: string };
}

/**
 * The details page's submit label per mode (doc 1 §2 "Details page"). `amount` is the formatted
 * prepayment total, shown only in prepayment mode.
 */
export function submitLabelKey(mode: BookingMode, amount?: string): SubmitLabel {
  switch (mode) {
    case BookingMode.BookingRequest:
      return { key: 'finalize.submit.sendBookingRequest' };
    case BookingMode.WaitList:
      return { key: 'finalize.submit.joinWaitList' };
    case BookingMode.NoShowFee:
      return { key: 'finalize.submit.registerCard' };
    case BookingMode.Prepayment:
      return amount === undefined
        ? { key: 'finalize.submit.pay' }
        : { key: 'finalize.submit.payAmount', values: { amount } };
    case BookingMode.Normal:
      return { key: 'finalize.submit.book' };
  }
}
