import { describe, expect, it } from 'vitest';
import {
  checkoutPayment,
  type CheckoutPaymentBooking,
} from '../../../../shared/checkout/checkoutPayment.ts';
import {
  BookingMode,
  ChargeType,
  PaymentCalculation,
  PaymentRule,
} from '../../../../shared/enums.ts';

const prepaid = {
  id: 5,
  paymentRule: PaymentRule.Prepayment,
  paymentCalculation: PaymentCalculation.PerGuest,
  paymentAmount: 895,
};
const noShow = {
  id: 3,
  paymentRule: PaymentRule.NoShowFee,
  paymentCalculation: PaymentCalculation.PerGuest,
  paymentAmount: 200,
};
const escapeRoom = {
  id: 24,
  paymentRule: PaymentRule.Prepayment,
  paymentCalculation: PaymentCalculation.PerResource,
  paymentAmount: 1200,
};
const bowling = { id: 21, paymentRule: PaymentRule.NoFee, paymentCalculation: 0, paymentAmount: 0 };
const karaoke = { ...bowling, id: 23 };
const table = (ruleId: number | null) => ({ isTable: true, ruleId });

const booking = (
  rules: CheckoutPaymentBooking['webBookingRules'],
  extra: Partial<CheckoutPaymentBooking> = {},
): CheckoutPaymentBooking => ({
  guests: 2,
  webBookingRules: rules,
  articles: rules.map((rule) => table(rule.id)),
  chargeType: ChargeType.None,
  chargeShouldPayAmount: 0,
  ...extra,
});

describe('checkoutPayment', () => {
  it.each<[string, BookingMode, CheckoutPaymentBooking, ReturnType<typeof checkoutPayment>]>([
    [
      'doc1 §4 Submit: no payment applies in normal mode',
      BookingMode.Normal,
      booking([bowling]),
      null,
    ],
    [
      'doc1 §4 Submit: the waiting list is submitted directly',
      BookingMode.WaitList,
      booking([prepaid]),
      null,
    ],
    [
      'doc1 §4 Submit: a booking request is submitted directly',
      BookingMode.BookingRequest,
      booking([prepaid], { guests: 12 }),
      null,
    ],
    [
      'doc2 §4 Payment total: the API’s charge is the amount shown, whatever the rules say',
      BookingMode.Prepayment,
      booking([prepaid], { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 1234 }),
      { kind: 'prepayment', total: 1234 },
    ],
    [
      'doc2 §4 Payment total: a no-show charge of the API is the fee shown',
      BookingMode.NoShowFee,
      booking([noShow], { guests: 3, chargeType: ChargeType.NoShow, chargeShouldPayAmount: 600 }),
      { kind: 'noShowFee', total: 600 },
    ],
    [
      'doc2 §4 Payment total: without a charge yet, prepayment per guest from the rules',
      BookingMode.Prepayment,
      booking([prepaid]),
      { kind: 'prepayment', total: 1790 },
    ],
    [
      'doc2 §4 Payment total: without a charge yet, the no-show fee per guest',
      BookingMode.NoShowFee,
      booking([noShow], { guests: 3 }),
      { kind: 'noShowFee', total: 600 },
    ],
    [
      'doc1 §9 Payment total: per resource counts the rule’s own rooms among four activities',
      BookingMode.Prepayment,
      booking([escapeRoom, bowling, karaoke], {
        guests: 4,
        articles: [table(24), table(21), table(23), table(21)],
      }),
      { kind: 'prepayment', total: 1200 },
    ],
    [
      'doc1 §9 Payment total: per resource, two rooms',
      BookingMode.Prepayment,
      booking([escapeRoom], { guests: 4, articles: [table(24), table(24)] }),
      { kind: 'prepayment', total: 2400 },
    ],
    [
      'doc1 §9 Payment total: per resource, at least one before a room is assigned',
      BookingMode.Prepayment,
      booking([escapeRoom], { guests: 4, articles: [] }),
      { kind: 'prepayment', total: 1200 },
    ],
    [
      'doc1 §9 Payment total: a table without a rule belongs to the booking’s one rule',
      BookingMode.Prepayment,
      booking([escapeRoom], { guests: 4, articles: [table(null), table(null)] }),
      { kind: 'prepayment', total: 2400 },
    ],
    [
      'doc2 §4 Payment total: several prepaid rules add up',
      BookingMode.Prepayment,
      booking([prepaid, escapeRoom]),
      { kind: 'prepayment', total: 2990 },
    ],
  ])('%s', (_name, mode, value, expected) => {
    expect(checkoutPayment(mode, value)).toEqual(expected);
  });
});
