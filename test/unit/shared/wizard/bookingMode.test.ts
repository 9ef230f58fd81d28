import { describe, expect, it } from 'vitest';
import { BookingMode, PaymentRule } from '../../../../shared/enums.ts';
import { bookingMode, type BookingModeInput } from '../../../../shared/wizard/bookingMode.ts';

const NONE: BookingModeInput = { isBookingRequest: false, isWaitList: false, paymentRules: [] };
const { NoFee, Prepayment, NoShowFee } = PaymentRule;

describe('bookingMode', () => {
  it.each<[string, Partial<BookingModeInput>, BookingMode]>([
    ['doc1 §1 modes: normal', {}, BookingMode.Normal],
    ['doc1 §1 modes: normal with a no-fee rule', { paymentRules: [NoFee] }, BookingMode.Normal],
    [
      'doc1 §1 modes: unknown rule is normal',
      { paymentRules: [null, undefined] },
      BookingMode.Normal,
    ],
    ['doc1 §1 modes: booking request', { isBookingRequest: true }, BookingMode.BookingRequest],
    ['doc1 §1 modes: waiting list', { isWaitList: true }, BookingMode.WaitList],
    ['doc1 §1 modes: prepayment', { paymentRules: [Prepayment] }, BookingMode.Prepayment],
    ['doc1 §1 modes: no-show fee', { paymentRules: [NoShowFee] }, BookingMode.NoShowFee],
    [
      'doc1 §1 modes (decided): request beats waiting list',
      { isBookingRequest: true, isWaitList: true },
      BookingMode.BookingRequest,
    ],
    [
      'doc1 §1 modes (decided): request beats prepayment',
      { isBookingRequest: true, paymentRules: [Prepayment] },
      BookingMode.BookingRequest,
    ],
    [
      'doc1 §1 modes (decided): waiting list beats prepayment',
      { isWaitList: true, paymentRules: [Prepayment] },
      BookingMode.WaitList,
    ],
    [
      'doc1 §1 modes (decided): waiting list beats no-show fee',
      { isWaitList: true, paymentRules: [NoShowFee] },
      BookingMode.WaitList,
    ],
    [
      'doc1 §1 modes (decided): prepayment beats no-show fee across activities',
      { paymentRules: [NoShowFee, NoFee, Prepayment] },
      BookingMode.Prepayment,
    ],
    [
      'doc1 §1 modes (decided): any no-show rule among activities',
      { paymentRules: [NoFee, NoShowFee] },
      BookingMode.NoShowFee,
    ],
  ])('%s', (_name, input, expected) => {
    expect(bookingMode({ ...NONE, ...input })).toBe(expected);
  });
});
