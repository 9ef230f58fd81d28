import { describe, expect, it } from 'vitest';
import { BookingStatus, InquirySubStatus, OfferStatus } from '../../../../shared/enums.ts';
import {
  canOfferCancel,
  type CancelOfferInput,
} from '../../../../shared/booking/canOfferCancel.ts';

const timeZone = 'Europe/Stockholm';
const base: CancelOfferInput = {
  status: BookingStatus.Web,
  start: '2026-11-21T18:00:00',
  end: '2026-11-21T20:00:00',
  cancelAllowedBeforeUtc: null,
};
const lockedOffer: CancelOfferInput = {
  ...base,
  status: BookingStatus.WaitList,
  waitListOffers: [{ startTime: '2026-11-21T18:00:00', offerStatus: OfferStatus.Available }],
  articles: [{ start: '2026-11-21T18:00:00', ruleId: 1 }],
  webBookingRules: [{ id: 1, lockPerTime: true, lockTime: 120 }],
};

describe('canOfferCancel', () => {
  it.each<[string, CancelOfferInput, string, boolean]>([
    ['doc2 §4 Cancel offer: allowed booking is offered', base, '2026-11-21T12:00:00Z', true],
    [
      'doc2 §4 Cancel offer: not when cancel is not allowed (started)',
      base,
      '2026-11-21T17:30:00Z',
      false,
    ],
    [
      'doc2 §4 Cancel offer: not for a final (rejected) request',
      { ...base, status: BookingStatus.Inquiry, subStatus: InquirySubStatus.RejectedByStaff },
      '2026-11-21T12:00:00Z',
      false,
    ],
    [
      'doc2 §4 Cancel offer: open request is offered',
      { ...base, status: BookingStatus.Inquiry, subStatus: InquirySubStatus.WaitingForReview },
      '2026-11-21T12:00:00Z',
      true,
    ],
    ['doc2 §4 Cancel offer: not for a locked offer', lockedOffer, '2026-11-21T15:30:00Z', false],
    [
      'doc2 §4 Cancel offer: offer before its lock is offered',
      lockedOffer,
      '2026-11-21T14:30:00Z',
      true,
    ],
    ['doc2 §4 Cancel offer: not for a past booking', base, '2026-11-22T12:00:00Z', false],
  ])('%s', (_name, booking, now, expected) => {
    expect(canOfferCancel(booking, { now, timeZone, settings: {} })).toBe(expected);
  });

  it('doc2 §4 Cancel offer: disableCancel hides it', () => {
    expect(
      canOfferCancel(base, {
        now: '2026-11-21T12:00:00Z',
        timeZone,
        settings: { disableCancel: true },
      }),
    ).toBe(false);
  });
});
