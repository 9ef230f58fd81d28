import { describe, expect, it } from 'vitest';
import { BookingStatus, ChargeStatus, ChargeType } from '../../../../shared/enums.ts';
import {
  paymentResultDialog,
  type PaymentResultBooking,
  type PaymentResultReturn,
} from '../../../../shared/booking/paymentResultDialog.ts';

const link: PaymentResultReturn = { chargeId: 'ch_1', paymentLink: true, isNoShow: false };
const offer: PaymentResultReturn = {
  chargeId: 'ch_1',
  offerStartTime: '2030-01-10T18:00:00Z',
  paymentLink: false,
  isNoShow: false,
};
const owed: PaymentResultBooking = {
  status: BookingStatus.Web,
  chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment,
  chargeShouldPayAmount: 300,
  chargePayedAmount: 0,
  articles: [{ isTable: true }],
};

describe('paymentResultDialog', () => {
  it.each<[string, PaymentResultReturn, PaymentResultBooking, string | null]>([
    ['doc2 §2: no terminal return, no dialog', { ...link, chargeId: undefined }, owed, null],
    [
      'doc2 §4 Return from payment: the checkout return is not the booking page’s',
      { chargeId: 'ch_1', paymentLink: false, isNoShow: false },
      owed,
      null,
    ],
    ['doc2 §2 Payment result dialogs: a payment link still owed', link, owed, 'paymentFailed'],
    ['doc2 §2: a payment link paid', link, { ...owed, chargePayedAmount: 300 }, null],
    [
      'doc2 §2: card registration that did not go through',
      { ...link, isNoShow: true },
      { ...owed, chargeType: ChargeType.NoShow, chargeStatus: ChargeStatus.Unknown },
      'cardRegistrationFailed',
    ],
    [
      'doc2 §2: card registered',
      { ...link, isNoShow: true },
      { ...owed, chargeType: ChargeType.NoShow, chargeStatus: ChargeStatus.CardRegistered },
      null,
    ],
    [
      'doc2 §4 Waiting-list offer: on failure the guest stays on the list without a table',
      offer,
      {
        status: BookingStatus.WaitList,
        chargeType: ChargeType.None,
        articles: [{ isTable: false }],
      },
      'offerUnavailable',
    ],
    [
      'doc2 §2, §4 Return from payment: flagged as a failed waiting-list confirm, the page says it once (no dialog on top)',
      { ...offer, failedOfferConfirm: true },
      {
        status: BookingStatus.WaitList,
        chargeType: ChargeType.None,
        articles: [{ isTable: false }],
      },
      null,
    ],
    [
      'doc2 §4 Waiting-list offer: table still held, prepayment owed',
      offer,
      { ...owed, status: BookingStatus.WaitList, chargeType: ChargeType.PrePayment },
      'paymentFailed',
    ],
    [
      'doc2 §4 Waiting-list offer: confirmed and paid',
      offer,
      { ...owed, chargeType: ChargeType.PrePayment, chargePayedAmount: 300 },
      null,
    ],
    [
      'doc2 §2: a cancelled booking shows no payment dialog',
      link,
      { ...owed, status: BookingStatus.Canceled },
      null,
    ],
  ])('%s', (_name, ret, booking, expected) => {
    expect(paymentResultDialog(ret, booking)).toBe(expected);
  });
});
