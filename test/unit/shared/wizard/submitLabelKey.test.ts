import { describe, expect, it } from 'vitest';
import { BookingMode } from '../../../../shared/enums.ts';
import { submitLabelKey } from '../../../../shared/wizard/submitLabelKey.ts';

describe('submitLabelKey', () => {
  it.each([
    [
      'doc1 §2 Details page: send booking request',
      BookingMode.BookingRequest,
      undefined,
      { key: 'finalize.submit.sendBookingRequest' },
    ],
    [
      'doc1 §2 Details page: sign up for the waiting list',
      BookingMode.WaitList,
      undefined,
      { key: 'finalize.submit.joinWaitList' },
    ],
    [
      'doc1 §2 Details page: register payment card for a no-show fee',
      BookingMode.NoShowFee,
      undefined,
      { key: 'finalize.submit.registerCard' },
    ],
    [
      'doc1 §2 Details page: pay an amount for prepayment',
      BookingMode.Prepayment,
      '450 kr',
      { key: 'finalize.submit.payAmount', values: { amount: '450 kr' } },
    ],
    [
      'doc1 §2 Details page: pay while the amount is not known yet',
      BookingMode.Prepayment,
      undefined,
      { key: 'finalize.submit.pay' },
    ],
    [
      'doc1 §2 Details page: otherwise book',
      BookingMode.Normal,
      undefined,
      { key: 'finalize.submit.book' },
    ],
    [
      'doc1 §2 Details page: an amount outside prepayment is ignored',
      BookingMode.Normal,
      '450 kr',
      { key: 'finalize.submit.book' },
    ],
  ])('%s', (_name, mode, amount, expected) => {
    expect(submitLabelKey(mode, amount)).toEqual(expected);
  });
});
