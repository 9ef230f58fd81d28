import { describe, expect, it } from 'vitest';
import {
  paymentErrorBehaviour,
  type PaymentErrorBehaviour,
  type PaymentReturn,
} from '../../../../shared/errors/paymentErrorBehaviour.ts';

const toastOnly = (messageKey: string, titleKind: 'payment' | 'noShow' = 'payment') =>
  ({
    toast: 'persistent',
    messageKey,
    titleKind,
    redirectToBookingPage: false,
    failedWaitListConfirm: false,
  }) satisfies PaymentErrorBehaviour;

describe('paymentErrorBehaviour', () => {
  it.each<[string, string, PaymentReturn, PaymentErrorBehaviour]>([
    [
      'doc2 §8 PaymentCanceled: persistent toast with payment title',
      'PaymentCanceled',
      {},
      toastOnly('paymentErrors.paymentCanceled'),
    ],
    [
      'doc2 §8 ProcessFailed: persistent toast',
      'ProcessFailed',
      {},
      toastOnly('paymentErrors.processFailed'),
    ],
    [
      'doc2 §8 RegistrationFailed: title by no-show kind',
      'RegistrationFailed',
      { isNoShow: true },
      toastOnly('paymentErrors.registrationFailed', 'noShow'),
    ],
    [
      'doc2 §8 AuthFailed: amount not verified',
      'AuthFailed',
      {},
      toastOnly('paymentErrors.authFailed'),
    ],
    [
      'doc2 §8 CreditFailed: refund failed',
      'CreditFailed',
      {},
      toastOnly('paymentErrors.creditFailed'),
    ],
    [
      'doc2 §8 Expired: inactivity in payment stage',
      'Expired',
      {},
      toastOnly('paymentErrors.expired'),
    ],
    [
      'doc2 §8 DoubleBookingException without offer: double-booking message',
      'DoubleBookingException',
      {},
      toastOnly('paymentErrors.doubleBooking'),
    ],
    [
      'doc2 §4 DoubleBookingException with offerStartTime: booking page, failed wait-list confirm, no toast',
      'DoubleBookingException',
      { offerStartTime: '2026-11-21T18:00:00' },
      {
        toast: 'none',
        messageKey: 'paymentErrors.doubleBooking',
        titleKind: 'payment',
        redirectToBookingPage: true,
        failedWaitListConfirm: true,
      },
    ],
    [
      'doc2 §8 PaymentCanceled on a payment-link return redirects to the booking page',
      'PaymentCanceled',
      { paymentLink: true },
      { ...toastOnly('paymentErrors.paymentCanceled'), redirectToBookingPage: true },
    ],
    [
      'doc2 §4 Any payment error on an offer return redirects to the booking page',
      'AuthFailed',
      { offerStartTime: '2026-11-21T18:00:00' },
      { ...toastOnly('paymentErrors.authFailed'), redirectToBookingPage: true },
    ],
    [
      'doc2 §4 No-show payment-link return keeps the no-show title',
      'ProcessFailed',
      { paymentLink: true, isNoShow: true },
      { ...toastOnly('paymentErrors.processFailed', 'noShow'), redirectToBookingPage: true },
    ],
    [
      'doc2 §8 Unknown error name still shows a persistent toast',
      'SomethingElse',
      {},
      toastOnly('paymentErrors.unknown'),
    ],
    [
      'doc2 §4 Empty offerStartTime is not an offer return',
      'DoubleBookingException',
      { offerStartTime: '' },
      toastOnly('paymentErrors.doubleBooking'),
    ],
  ])('%s', (_name, errorName, context, expected) => {
    expect(paymentErrorBehaviour(errorName, context)).toEqual(expected);
  });
});
