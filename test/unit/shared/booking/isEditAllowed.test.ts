import { describe, expect, it } from 'vitest';
import { BookingStatus, ChargeType } from '../../../../shared/enums.ts';
import { isEditAllowed, type EditInput } from '../../../../shared/booking/isEditAllowed.ts';

const base: EditInput = {
  status: BookingStatus.Web,
  articles: [{ ruleId: 4 }],
  isActivityBooking: false,
  webBookingRules: [{ requireMenuPayment: false }],
  chargeType: ChargeType.None,
  chargeId: null,
  nonTableArticles: [],
};

describe('isEditAllowed', () => {
  it.each<[string, EditInput, boolean, boolean]>([
    ['doc2 §4 Edit: plain web booking with edit allowed', base, true, true],
    ['doc2 §4 Edit: venue does not allow edit', base, false, false],
    [
      'doc2 §4 Edit: not a web booking (no rule id)',
      { ...base, articles: [{ ruleId: null }] },
      true,
      false,
    ],
    ['doc2 §4 Edit: not finalized', { ...base, status: BookingStatus.WaitList }, true, false],
    ['doc2 §4 Edit: activity booking', { ...base, isActivityBooking: true }, true, false],
    [
      'doc2 §4 Edit: rule requires menu payment',
      { ...base, webBookingRules: [{ requireMenuPayment: false }, { requireMenuPayment: true }] },
      true,
      false,
    ],
    ['doc2 §4 Edit: has a charge type', { ...base, chargeType: ChargeType.NoShow }, true, false],
    ['doc2 §4 Edit: has a charge id', { ...base, chargeId: 'ch_1' }, true, false],
    ['doc2 §4 Edit: has non-table articles', { ...base, nonTableArticles: [{}] }, true, false],
    [
      'doc2 §4 Edit: missing lists read as empty',
      { status: BookingStatus.Web, articles: [{ ruleId: 1 }] },
      true,
      true,
    ],
  ])('%s', (_name, booking, allowEditBooking, expected) => {
    expect(isEditAllowed(booking, { allowEditBooking })).toBe(expected);
  });
});
