import { describe, expect, it } from 'vitest';
import { checkoutPayment } from '../../../../shared/checkout/checkoutPayment.ts';
import { BookingMode, PaymentCalculation, PaymentRule } from '../../../../shared/enums.ts';

const prepaid = {
  paymentRule: PaymentRule.Prepayment,
  paymentCalculation: PaymentCalculation.PerGuest,
  paymentAmount: 895,
};
const noShow = {
  paymentRule: PaymentRule.NoShowFee,
  paymentCalculation: PaymentCalculation.PerGuest,
  paymentAmount: 200,
};
const perResource = {
  paymentRule: PaymentRule.Prepayment,
  paymentCalculation: PaymentCalculation.PerResource,
  paymentAmount: 1200,
};
const free = { paymentRule: PaymentRule.NoFee, paymentCalculation: null, paymentAmount: null };

describe('checkoutPayment', () => {
  it.each([
    ['doc1 §4 Submit: no payment applies in normal mode', BookingMode.Normal, [free], 2, 1, null],
    [
      'doc1 §4 Submit: the waiting list is submitted directly',
      BookingMode.WaitList,
      [prepaid],
      2,
      0,
      null,
    ],
    [
      'doc1 §4 Submit: a booking request is submitted directly',
      BookingMode.BookingRequest,
      [prepaid],
      12,
      0,
      null,
    ],
    [
      'doc2 §4 Payment total: prepayment per guest',
      BookingMode.Prepayment,
      [prepaid],
      2,
      1,
      { kind: 'prepayment', total: 1790 },
    ],
    [
      'doc2 §4 Payment total: no-show fee per guest',
      BookingMode.NoShowFee,
      [noShow],
      3,
      1,
      { kind: 'noShowFee', total: 600 },
    ],
    [
      'doc2 §4 Payment total: per resource, at least one',
      BookingMode.Prepayment,
      [perResource],
      4,
      0,
      { kind: 'prepayment', total: 1200 },
    ],
    [
      'doc2 §4 Payment total: per resource times table articles',
      BookingMode.Prepayment,
      [perResource],
      4,
      2,
      { kind: 'prepayment', total: 2400 },
    ],
    [
      'doc2 §4 Payment total: only the rules of the mode count',
      BookingMode.Prepayment,
      [prepaid, noShow, free],
      2,
      1,
      { kind: 'prepayment', total: 1790 },
    ],
    [
      'doc2 §4 Payment total: several prepaid rules add up',
      BookingMode.Prepayment,
      [prepaid, perResource],
      2,
      1,
      { kind: 'prepayment', total: 2990 },
    ],
  ] as const)('%s', (_name, mode, rules, guests, tableArticleCount, expected) => {
    expect(checkoutPayment({ mode, rules, guests, tableArticleCount })).toEqual(expected);
  });
});
