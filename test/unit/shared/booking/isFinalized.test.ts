import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../../shared/enums.ts';
import { isFinalized } from '../../../../shared/booking/isFinalized.ts';

describe('isFinalized', () => {
  it.each([
    ['doc2 §4 Finalized: status Web', BookingStatus.Web, true],
    ['doc2 §4 Finalized: BookingInProgress is not', BookingStatus.BookingInProgress, false],
    ['doc2 §4 Finalized: WaitList is not', BookingStatus.WaitList, false],
    ['doc2 §4 Finalized: Inquiry is not', BookingStatus.Inquiry, false],
    ['doc2 §4 Finalized: Canceled is not', BookingStatus.Canceled, false],
  ])('%s', (_name, status, expected) => {
    expect(isFinalized({ status })).toBe(expected);
  });
});
