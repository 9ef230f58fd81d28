import { describe, expect, it } from 'vitest';
import {
  bookingConditions,
  showsTermsBeforeSubmit,
} from '../../../../shared/booking/bookingConditions.ts';
import { BookingMode } from '../../../../shared/enums.ts';

describe('bookingConditions (doc 2 §2: the information-and-conditions block)', () => {
  it.each([
    [
      'doc 2 §2: the venue’s conditions alone',
      'Avbokning senast 24 timmar innan.',
      [],
      ['Avbokning senast 24 timmar innan.'],
    ],
    [
      'doc 2 §2: the venue’s, then each rule’s conditions and payment information',
      'Venue.',
      [
        { conditions: 'Rule A.', paymentInformation: 'Pay A.' },
        { conditions: 'Rule B.', paymentInformation: null },
      ],
      ['Venue.', 'Rule A.', 'Pay A.', 'Rule B.'],
    ],
    [
      'doc 2 §2: empty, blank and missing texts are left out',
      '  ',
      [{ conditions: '', paymentInformation: undefined }, {}, { conditions: 'Kept.' }],
      ['Kept.'],
    ],
    ['doc 2 §2: nothing at all', null, [], []],
  ])('%s', (_name, venue, rules, expected) => {
    expect(bookingConditions(venue, rules)).toEqual(expected);
  });
});

describe('showsTermsBeforeSubmit (issue 52: the terms before the guest commits money)', () => {
  it.each([
    [BookingMode.Prepayment, true],
    [BookingMode.NoShowFee, true],
    [BookingMode.Normal, false],
    [BookingMode.WaitList, false],
    [BookingMode.BookingRequest, false],
  ])('doc 1 §2 Details: %s shows the terms before its submit: %s', (mode, expected) => {
    expect(showsTermsBeforeSubmit(mode)).toBe(expected);
  });
});
