import { BookingStatus, ChargeStatus, ChargeType, InquirySubStatus } from '../enums.ts';
import { hasAvailableOffer } from './hasAvailableOffer.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';
import { isOfferLocked, type OfferLockInput } from './isOfferLocked.ts';
import { isPaymentLinkRerequestable, type PaymentLinkInput } from './isPaymentLinkRerequestable.ts';
import { isPrepaymentOutstanding, type PrepaymentInput } from './isPrepaymentOutstanding.ts';

/** The heading the booking page opens with. */
type BookingHeading =
  | 'confirmed'
  | 'waitList'
  | 'requestSent'
  | 'requestConfirmed'
  | 'requestClosed'
  | 'canceled'
  | 'expired'
  | 'inProgress'
  | 'past';

/** A status message under the heading, one key of the booking namespace each. */
type StatusMessage =
  | 'waitList'
  | 'offerAvailable'
  | 'offerLocked'
  | 'offerFailed'
  | 'requestWaitingForReview'
  | 'requestProposeChanges'
  | 'requestProposalTimeout'
  | 'requestAcceptedByGuest'
  | 'requestRejectedByGuest'
  | 'requestRejectedByStaff'
  | 'requestConfirmedByStaff'
  | 'prepaymentOutstanding'
  | 'prepaymentPaid'
  | 'noShowCardOutstanding'
  | 'noShowCardRegistered'
  | 'paymentLinkExpired'
  | 'paymentNotCompleted'
  | 'noShow';

export interface BookingPageStatusInput extends OfferLockInput, PrepaymentInput, PaymentLinkInput {
  status: number;
  subStatus?: number | null;
  start: string;
  end: string;
}

export interface BookingPageStatus {
  heading: BookingHeading;
  messages: StatusMessage[];
}

const requestMessages: Readonly<Record<number, StatusMessage>> = {
  [InquirySubStatus.WaitingForReview]: 'requestWaitingForReview',
  [InquirySubStatus.ProposeChanges]: 'requestProposeChanges',
  [InquirySubStatus.ProposalTimeout]: 'requestProposalTimeout',
  [InquirySubStatus.AcceptedByGuest]: 'requestAcceptedByGuest',
  [InquirySubStatus.RejectedByGuest]: 'requestRejectedByGuest',
  [InquirySubStatus.RejectedByStaff]: 'requestRejectedByStaff',
  [InquirySubStatus.ConfirmedByStaff]: 'requestConfirmedByStaff',
};

const closedRequests: ReadonlySet<number> = new Set([
  InquirySubStatus.ProposalTimeout,
  InquirySubStatus.RejectedByGuest,
  InquirySubStatus.RejectedByStaff,
]);

function heading(booking: BookingPageStatusInput, past: boolean): BookingHeading {
  switch (booking.status) {
    case BookingStatus.Canceled:
    case BookingStatus.PaymentRefundFailed:
      return 'canceled';
    case BookingStatus.Expired:
      return 'expired';
    case BookingStatus.BookingInProgress:
      return 'inProgress';
    case BookingStatus.WaitList:
      return past ? 'past' : 'waitList';
    case BookingStatus.Inquiry: {
      const sub = booking.subStatus ?? InquirySubStatus.None;
      if (closedRequests.has(sub)) return 'requestClosed';
      if (past) return 'past';
      return sub === InquirySubStatus.ConfirmedByStaff ? 'requestConfirmed' : 'requestSent';
    }
    case BookingStatus.Web:
    case BookingStatus.Paid:
      return past ? 'past' : 'confirmed';
    default:
      // History, Left, NoShow: the visit is over.
      return 'past';
  }
}

function paymentMessages(
  booking: BookingPageStatusInput,
  context: { now: Instant; timeZone: string },
): StatusMessage[] {
  const messages: StatusMessage[] = [];
  if (isPaymentLinkRerequestable(booking, context)) {
    // A guest who gave up at the terminal inactivated the link: it did not expire (doc 2 §4).
    messages.push(
      booking.chargeStatus === ChargeStatus.InactivatedByUser
        ? 'paymentNotCompleted'
        : 'paymentLinkExpired',
    );
  } else if (isPrepaymentOutstanding(booking)) messages.push('prepaymentOutstanding');
  else if (booking.chargeType === ChargeType.NoShow) {
    messages.push(
      booking.chargeStatus === ChargeStatus.CardRegistered
        ? 'noShowCardRegistered'
        : 'noShowCardOutstanding',
    );
  }
  if (
    booking.chargeType === ChargeType.PrePayment &&
    (booking.chargeShouldPayAmount ?? 0) > 0 &&
    !isPrepaymentOutstanding(booking)
  )
    messages.push('prepaymentPaid');
  return messages;
}

/**
 * What the booking page says about a booking (doc 2 §2 Booking page "status messages", from the
 * rules of doc 2 §4): a heading by status and the messages that apply, most urgent first.
 * `failedOfferConfirm` is the navigation flag of doc 2 §2 (a waiting-list confirm that failed).
 */
export function bookingPageStatus(
  booking: BookingPageStatusInput,
  context: { now: Instant; timeZone: string; failedOfferConfirm?: boolean },
): BookingPageStatus {
  const { now, timeZone } = context;
  const past = !(instantMs(now, timeZone) < instantMs(booking.end || booking.start, timeZone));
  const head = heading(booking, past);
  if (head === 'canceled' || head === 'expired' || head === 'inProgress') {
    return { heading: head, messages: [] };
  }
  const messages: StatusMessage[] = [];
  if (booking.status === BookingStatus.NoShow) messages.push('noShow');
  if (booking.status === BookingStatus.WaitList && !past) {
    if (context.failedOfferConfirm) messages.push('offerFailed');
    if (hasAvailableOffer(booking))
      messages.push(isOfferLocked(booking, { now, timeZone }) ? 'offerLocked' : 'offerAvailable');
    else if (!context.failedOfferConfirm) messages.push('waitList');
  }
  if (booking.status === BookingStatus.Inquiry) {
    const message = requestMessages[booking.subStatus ?? InquirySubStatus.None];
    if (message) messages.push(message);
  }
  if (head !== 'past' && head !== 'requestClosed')
    messages.push(...paymentMessages(booking, context));
  return { heading: head, messages };
}
