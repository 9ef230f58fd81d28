import { describe, expect, it } from 'vitest';
import {
  BookingStatus,
  ChargeStatus,
  ChargeType,
  InquirySubStatus,
  OfferStatus,
} from '../../../../shared/enums.ts';
import {
  bookingPageStatus,
  type BookingPageStatus,
  type BookingPageStatusInput,
} from '../../../../shared/booking/bookingPageStatus.ts';

const timeZone = 'Europe/Stockholm';
const NOW = '2026-12-01T07:00:00Z';
const base: BookingPageStatusInput = {
  status: BookingStatus.Web,
  start: '2026-12-02T12:00:00',
  end: '2026-12-02T13:30:00',
};
const offer = (startTime: string) => ({
  status: BookingStatus.WaitList,
  waitListOffers: [{ startTime, offerStatus: OfferStatus.Available }],
  articles: [{ start: startTime, ruleId: 2 }],
  webBookingRules: [{ id: 2, lockPerTime: true, lockTime: 60 }],
});

describe('bookingPageStatus', () => {
  it.each<[string, Partial<BookingPageStatusInput>, BookingPageStatus, boolean?]>([
    ['doc2 §4 Finalized: a Web booking is confirmed', {}, { heading: 'confirmed', messages: [] }],
    [
      'doc2 §4 Wait-list: on the list without an offer',
      { status: BookingStatus.WaitList },
      { heading: 'waitList', messages: ['waitList'] },
    ],
    [
      'doc2 §4 Waiting-list offer: available before the cutoff',
      offer('2026-12-02T12:00:00'),
      { heading: 'waitList', messages: ['offerAvailable'] },
    ],
    [
      'doc2 §4 Waiting-list offer: locked after the cutoff',
      offer('2026-12-01T08:30:00'),
      { heading: 'waitList', messages: ['offerLocked'] },
    ],
    [
      'doc2 §2 failed waiting-list confirm flag: the guest stays on the list',
      { status: BookingStatus.WaitList },
      { heading: 'waitList', messages: ['offerFailed'] },
      true,
    ],
    ...(
      [
        [InquirySubStatus.WaitingForReview, 'requestSent', 'requestWaitingForReview'],
        [InquirySubStatus.ProposeChanges, 'requestSent', 'requestProposeChanges'],
        [InquirySubStatus.AcceptedByGuest, 'requestSent', 'requestAcceptedByGuest'],
        [InquirySubStatus.ConfirmedByStaff, 'requestConfirmed', 'requestConfirmedByStaff'],
        [InquirySubStatus.ProposalTimeout, 'requestClosed', 'requestProposalTimeout'],
        [InquirySubStatus.RejectedByGuest, 'requestClosed', 'requestRejectedByGuest'],
        [InquirySubStatus.RejectedByStaff, 'requestClosed', 'requestRejectedByStaff'],
      ] as const
    ).map(
      ([subStatus, heading, message]) =>
        [
          `doc2 §4 Inquiry: sub-status ${subStatus} reads ${message}`,
          { status: BookingStatus.Inquiry, subStatus },
          { heading, messages: [message] },
        ] as [string, Partial<BookingPageStatusInput>, BookingPageStatus],
    ),
    [
      'doc2 §4 Payment: prepayment outstanding',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 400, chargePayedAmount: 0 },
      { heading: 'confirmed', messages: ['prepaymentOutstanding'] },
    ],
    [
      'doc2 §4 Payment: prepayment paid in full',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 400, chargePayedAmount: 400 },
      { heading: 'confirmed', messages: ['prepaymentPaid'] },
    ],
    [
      'doc2 §4 Payment: a no-show card registered',
      { chargeType: ChargeType.NoShow, chargeStatus: ChargeStatus.CardRegistered },
      { heading: 'confirmed', messages: ['noShowCardRegistered'] },
    ],
    [
      'doc2 §4 Payment: a no-show card not registered yet',
      { chargeType: ChargeType.NoShow, chargeStatus: ChargeStatus.Unknown },
      { heading: 'confirmed', messages: ['noShowCardOutstanding'] },
    ],
    [
      'doc2 §4 Payment: an expired link can be re-requested',
      {
        chargeType: ChargeType.PrePayment,
        chargeShouldPayAmount: 400,
        chargePaymentLinkExpirationDate: '2026-12-01T06:00:00Z',
      },
      { heading: 'confirmed', messages: ['paymentLinkExpired'] },
    ],
    [
      'doc2 §4 Payment: a link the guest gave up on at the terminal can be re-requested, and did not expire',
      {
        chargeType: ChargeType.PrePayment,
        chargeShouldPayAmount: 400,
        chargeStatus: ChargeStatus.InactivatedByUser,
        chargePaymentLinkExpirationDate: '2026-12-09T06:00:00Z',
      },
      { heading: 'confirmed', messages: ['paymentNotCompleted'] },
    ],
    [
      'doc2 §3 Booking status: Canceled',
      { status: BookingStatus.Canceled, chargeType: ChargeType.PrePayment },
      { heading: 'canceled', messages: [] },
    ],
    [
      'doc2 §3 Booking status: Expired',
      { status: BookingStatus.Expired },
      { heading: 'expired', messages: [] },
    ],
    [
      'doc2 §3 Booking status: BookingInProgress is not a booking yet',
      { status: BookingStatus.BookingInProgress },
      { heading: 'inProgress', messages: [] },
    ],
    [
      'doc2 §3 Booking status: NoShow is over and says so',
      { status: BookingStatus.NoShow },
      { heading: 'past', messages: ['noShow'] },
    ],
    [
      'doc2 §4 Cancel allowed "past": a booking whose end has passed',
      { start: '2026-11-30T12:00:00', end: '2026-11-30T13:00:00' },
      { heading: 'past', messages: [] },
    ],
  ])('%s', (_name, patch, expected, failedOfferConfirm = false) => {
    expect(
      bookingPageStatus({ ...base, ...patch }, { now: NOW, timeZone, failedOfferConfirm }),
    ).toEqual(expected);
  });
});
