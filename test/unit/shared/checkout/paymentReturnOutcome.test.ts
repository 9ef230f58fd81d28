import { describe, expect, it } from 'vitest';
import { paymentReturnOutcome } from '../../../../shared/checkout/paymentReturnOutcome.ts';

const ok = { success: true, errorCode: null };
const refused = (errorCode: string | null) => ({ success: false, errorCode });

describe('paymentReturnOutcome', () => {
  it.each([
    [
      'doc2 §4 Return from payment: success opens the booking page',
      ok,
      {},
      { kind: 'bookingPage', toast: null, failedWaitListConfirm: false, timeTaken: false },
    ],
    [
      'doc2 §8 PaymentCanceled: a lasting toast, back to the details form',
      refused('PaymentCanceled'),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.paymentCanceled', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 RegistrationFailed: titled as a card registration',
      refused('RegistrationFailed'),
      { isNoShow: true },
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.registrationFailed', titleKind: 'noShow' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 ProcessFailed',
      refused('ProcessFailed'),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.processFailed', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 AuthFailed',
      refused('AuthFailed'),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.authFailed', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 Expired',
      refused('Expired'),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.expired', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 DoubleBookingException: the double-booking message; the time is chosen again',
      refused('DoubleBookingException'),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.doubleBooking', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: true,
      },
    ],
    [
      'doc2 §8 DoubleBookingException with an offer: booking page, flagged, no toast',
      refused('DoubleBookingException'),
      { offerStartTime: '2026-12-05T17:00:00Z' },
      { kind: 'bookingPage', toast: null, failedWaitListConfirm: true, timeTaken: false },
    ],
    [
      'doc2 §8 a payment-link return goes to the booking page',
      refused('PaymentCanceled'),
      { paymentLink: true },
      {
        kind: 'bookingPage',
        toast: { messageKey: 'paymentErrors.paymentCanceled', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
    [
      'doc2 §8 a refusal without a name reads as a failed payment',
      refused(null),
      {},
      {
        kind: 'details',
        toast: { messageKey: 'paymentErrors.processFailed', titleKind: 'payment' },
        failedWaitListConfirm: false,
        timeTaken: false,
      },
    ],
  ] as const)('%s', (_name, answer, ret, expected) => {
    expect(paymentReturnOutcome(answer, ret)).toEqual(expected);
  });
});
