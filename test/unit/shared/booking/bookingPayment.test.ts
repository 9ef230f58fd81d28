import { describe, expect, it } from 'vitest';
import { ChargeStatus, ChargeType } from '../../../../shared/enums.ts';
import {
  bookingPayment,
  type BookingPayment,
  type BookingPaymentInput,
} from '../../../../shared/booking/bookingPayment.ts';

describe('bookingPayment', () => {
  it.each<[string, BookingPaymentInput, BookingPayment]>([
    ['doc2 §3 Charge type None: nothing to show', {}, { kind: 'none' }],
    [
      'doc2 §4 Payment: prepayment outstanding',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 1790, chargePayedAmount: 0 },
      { kind: 'charge', label: 'prepayment', due: 1790, paid: 0, outstanding: 1790, refunded: 0 },
    ],
    [
      'doc2 §4 Payment: prepayment paid',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 1790, chargePayedAmount: 1790 },
      { kind: 'charge', label: 'prepayment', due: 1790, paid: 1790, outstanding: 0, refunded: 0 },
    ],
    [
      'doc2 §4 Payment: a manual charge is paid like a prepayment, and called a manual charge',
      {
        chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment,
        chargeShouldPayAmount: 99.5,
        chargePayedAmount: 0.1 + 0.2,
      },
      {
        kind: 'charge',
        label: 'manualCharge',
        due: 99.5,
        paid: 0.3,
        outstanding: 99.2,
        refunded: 0,
      },
    ],
    [
      'doc2 §3 Charge type ExternalCharge: called an external charge',
      { chargeType: ChargeType.ExternalCharge, chargeShouldPayAmount: 200, chargePayedAmount: 200 },
      {
        kind: 'charge',
        label: 'externalCharge',
        due: 200,
        paid: 200,
        outstanding: 0,
        refunded: 0,
      },
    ],
    [
      'doc2 §3 chargeRefundedAmount: a refunded prepayment',
      {
        chargeType: ChargeType.PrePayment,
        chargeShouldPayAmount: 500,
        chargePayedAmount: 500,
        chargeRefundedAmount: 500,
      },
      { kind: 'charge', label: 'prepayment', due: 500, paid: 500, outstanding: 0, refunded: 500 },
    ],
    [
      'doc2 §4 Payment: a no-show card registered',
      {
        chargeType: ChargeType.NoShow,
        chargeShouldPayAmount: 400,
        chargeStatus: ChargeStatus.CardRegistered,
      },
      { kind: 'noShow', fee: 400, cardRegistered: true },
    ],
    [
      'doc2 §4 Payment: a no-show card outstanding',
      { chargeType: ChargeType.NoShow, chargeShouldPayAmount: 400 },
      { kind: 'noShow', fee: 400, cardRegistered: false },
    ],
    [
      'doc2 §3: a prepayment of 0 shows nothing',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 0 },
      { kind: 'none' },
    ],
  ])('%s', (_name, booking, expected) => {
    expect(bookingPayment(booking)).toEqual(expected);
  });
});
