import { PaymentErrorName } from '../enums.ts';
import {
  paymentErrorBehaviour,
  type PaymentErrorBehaviour,
  type PaymentReturn,
} from '../errors/paymentErrorBehaviour.ts';

export interface PaymentReturnAnswer {
  success: boolean;
  errorCode: string | null;
}

/** Where the guest goes after BackFromPaymentTerminal answered (doc 2 §4, §8). */
export interface PaymentReturnOutcome {
  /** The booking page, or back to the details form to try again. */
  kind: 'bookingPage' | 'details';
  /** A refusal's toast, which stays until the guest closes it; null for none. */
  toast: Pick<PaymentErrorBehaviour, 'messageKey' | 'titleKind'> | null;
  /** The booking page opens flagged as a failed waiting-list confirm. */
  failedWaitListConfirm: boolean;
  /**
   * The held time was taken meanwhile (DoubleBookingException): paying again cannot work, so
   * the details step offers only to choose another time.
   */
  timeTaken: boolean;
}

/**
 * The return from the payment terminal (doc 2 §4 "Return from payment", §8): success opens the
 * booking page; a refusal is told by paymentErrorBehaviour. A guest returning from the details
 * step's own payment still holds an unfinalized booking, so they go back to the form, every
 * detail kept, and may pay again.
 */
export function paymentReturnOutcome(
  answer: PaymentReturnAnswer,
  ret: PaymentReturn,
): PaymentReturnOutcome {
  if (answer.success)
    return { kind: 'bookingPage', toast: null, failedWaitListConfirm: false, timeTaken: false };
  // No name at all is still a refusal; it reads as a payment that did not go through.
  const behaviour = paymentErrorBehaviour(answer.errorCode ?? 'ProcessFailed', ret);
  return {
    kind: behaviour.redirectToBookingPage ? 'bookingPage' : 'details',
    toast:
      behaviour.toast === 'none'
        ? null
        : { messageKey: behaviour.messageKey, titleKind: behaviour.titleKind },
    failedWaitListConfirm: behaviour.failedWaitListConfirm,
    timeTaken:
      !behaviour.redirectToBookingPage &&
      answer.errorCode === PaymentErrorName.DoubleBookingException,
  };
}
