import { describe, expect, it } from 'vitest';
import { confirmationKind } from '../../../../shared/checkout/confirmationKind.ts';
import { BookingStatus } from '../../../../shared/enums.ts';

describe('confirmationKind', () => {
  it.each([
    ['doc2 §4 Finalized: status Web is a confirmed booking', BookingStatus.Web, 'confirmed'],
    ['doc2 §3 status Paid is a confirmed booking', BookingStatus.Paid, 'confirmed'],
    ['doc2 §4 Wait-list: status WaitList', BookingStatus.WaitList, 'waitList'],
    ['doc2 §4 Inquiry: a sent request', BookingStatus.Inquiry, 'requestSent'],
    ['doc2 §3 a cancelled booking is neither', BookingStatus.Canceled, 'other'],
    ['doc2 §3 a booking in progress is neither', BookingStatus.BookingInProgress, 'other'],
  ])('%s', (_name, status, expected) => {
    expect(confirmationKind(status)).toBe(expected);
  });
});
