import { PaymentErrorName } from '../enums.ts';

export interface PaymentReturn {
  /** The return was for a no-show card registration (isNoShow=true). */
  isNoShow?: boolean;
  /** The return was for a waiting-list offer (offerStartTime present). */
  offerStartTime?: string | null;
  /** The return was from a payment link (paymentLink=true). */
  paymentLink?: boolean;
}

export interface PaymentErrorBehaviour {
  toast: 'none' | 'persistent';
  messageKey: string;
  titleKind: 'payment' | 'noShow';
  redirectToBookingPage: boolean;
  failedWaitListConfirm: boolean;
}

const messageKeys: Readonly<Record<string, string>> = {
  [PaymentErrorName.AuthFailed]: 'paymentErrors.authFailed',
  [PaymentErrorName.CreditFailed]: 'paymentErrors.creditFailed',
  [PaymentErrorName.DoubleBookingException]: 'paymentErrors.doubleBooking',
  [PaymentErrorName.Expired]: 'paymentErrors.expired',
  [PaymentErrorName.PaymentCanceled]: 'paymentErrors.paymentCanceled',
  [PaymentErrorName.ProcessFailed]: 'paymentErrors.processFailed',
  [PaymentErrorName.RegistrationFailed]: 'paymentErrors.registrationFailed',
};

/** How the widget reacts when the payment terminal returns with an error name. */
export function paymentErrorBehaviour(
  name: string,
  { isNoShow = false, offerStartTime, paymentLink = false }: PaymentReturn,
): PaymentErrorBehaviour {
  const messageKey = messageKeys[name] ?? 'paymentErrors.unknown';
  const titleKind = isNoShow ? 'noShow' : 'payment';
  const offerReturn = Boolean(offerStartTime);
  if (name === PaymentErrorName.DoubleBookingException && offerReturn) {
    // The booking page explains the failed offer itself; a toast on top would repeat it.
    return {
      toast: 'none',
      messageKey,
      titleKind,
      redirectToBookingPage: true,
      failedWaitListConfirm: true,
    };
  }
  return {
    toast: 'persistent',
    messageKey,
    titleKind,
    redirectToBookingPage: paymentLink || offerReturn,
    failedWaitListConfirm: false,
  };
}
