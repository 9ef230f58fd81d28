import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../../shared/enums.ts';
import { isWebBooking, type WebBookingInput } from '../../../../shared/booking/isWebBooking.ts';

describe('isWebBooking', () => {
  it.each<[string, WebBookingInput, boolean]>([
    [
      'doc2 §4 Web booking: Web with rule id on first article',
      { status: BookingStatus.Web, articles: [{ ruleId: 7 }] },
      true,
    ],
    [
      'doc2 §4 Web booking: rule id 0 still counts',
      { status: BookingStatus.Web, articles: [{ ruleId: 0 }] },
      true,
    ],
    [
      'doc2 §4 Web booking: first article without rule id',
      { status: BookingStatus.Web, articles: [{ ruleId: null }, { ruleId: 3 }] },
      false,
    ],
    ['doc2 §4 Web booking: no articles', { status: BookingStatus.Web, articles: [] }, false],
    ['doc2 §4 Web booking: missing articles', { status: BookingStatus.Web }, false],
    [
      'doc2 §4 Web booking: not finalized',
      { status: BookingStatus.BookingInProgress, articles: [{ ruleId: 7 }] },
      false,
    ],
  ])('%s', (_name, booking, expected) => {
    expect(isWebBooking(booking)).toBe(expected);
  });
});
