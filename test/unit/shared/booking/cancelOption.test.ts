import { describe, expect, it } from 'vitest';
import { BookingStatus, InquirySubStatus, OfferStatus } from '../../../../shared/enums.ts';
import { cancelOption, type CancelOption } from '../../../../shared/booking/cancelOption.ts';
import type { CancelOfferInput } from '../../../../shared/booking/canOfferCancel.ts';

const timeZone = 'Europe/Stockholm';
const NOW = '2026-12-01T07:00:00Z';
const base: CancelOfferInput = {
  status: BookingStatus.Web,
  start: '2026-12-02T12:00:00',
  end: '2026-12-02T13:30:00',
  cancelAllowedBeforeUtc: '2026-12-01T11:00:00Z',
};

describe('cancelOption', () => {
  it.each<[string, Partial<CancelOfferInput>, { disableCancel?: boolean }, CancelOption]>([
    [
      'doc2 §4 Cancel allowed: a normal booking before the deadline',
      {},
      {},
      { kind: 'online', cancelKind: 'booking' },
    ],
    [
      'doc2 §4 Cancel allowed + §6: after the deadline the guest contacts the venue',
      { cancelAllowedBeforeUtc: '2026-12-01T06:00:00Z' },
      {},
      { kind: 'contactVenue', cancelKind: 'booking' },
    ],
    [
      'doc2 §4 Cancel allowed + §6: disableCancel means contact the venue',
      {},
      { disableCancel: true },
      { kind: 'contactVenue', cancelKind: 'booking' },
    ],
    [
      'doc2 §2 Cancel modal: the waiting-list variant ignores deadline and switch',
      { status: BookingStatus.WaitList, cancelAllowedBeforeUtc: '2026-12-01T06:00:00Z' },
      { disableCancel: true },
      { kind: 'online', cancelKind: 'waitList' },
    ],
    [
      'doc2 §2 Cancel modal: the booking-request variant',
      { status: BookingStatus.Inquiry, subStatus: InquirySubStatus.WaitingForReview },
      {},
      { kind: 'online', cancelKind: 'request' },
    ],
    [
      'doc2 §4 Cancel offer: a locked offer cannot be cancelled online',
      {
        status: BookingStatus.WaitList,
        waitListOffers: [{ startTime: '2026-12-01T08:00:00', offerStatus: OfferStatus.Available }],
        articles: [{ start: '2026-12-01T08:00:00', ruleId: 2 }],
        webBookingRules: [{ id: 2, lockPerTime: true, lockTime: 60 }],
        start: '2026-12-01T08:00:00',
        end: '2026-12-01T10:00:00',
      },
      {},
      { kind: 'contactVenue', cancelKind: 'waitList' },
    ],
    [
      'doc2 §4 Cancel allowed: not once cancelled',
      { status: BookingStatus.Canceled },
      {},
      { kind: 'none' },
    ],
    [
      'doc2 §4 Cancel offer: not for a final (rejected) request',
      { status: BookingStatus.Inquiry, subStatus: InquirySubStatus.RejectedByStaff },
      {},
      { kind: 'none' },
    ],
    [
      'doc2 §4 Cancel offer: not once past',
      { start: '2026-11-30T12:00:00', end: '2026-11-30T13:00:00' },
      {},
      { kind: 'none' },
    ],
    [
      'doc2 §3: an expired hold has nothing to cancel',
      { status: BookingStatus.Expired },
      {},
      { kind: 'none' },
    ],
  ])('%s', (_name, patch, settings, expected) => {
    expect(cancelOption({ ...base, ...patch }, { now: NOW, timeZone, settings })).toEqual(expected);
  });
});
