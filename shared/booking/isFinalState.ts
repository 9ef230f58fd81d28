import { BookingStatus, InquirySubStatus } from '../enums.ts';

const finalStatuses: ReadonlySet<number> = new Set([
  BookingStatus.History,
  BookingStatus.Canceled,
  BookingStatus.Paid,
  BookingStatus.Left,
  BookingStatus.NoShow,
  BookingStatus.Expired,
  BookingStatus.PaymentRefundFailed,
]);

const closedInquiries: ReadonlySet<number> = new Set([
  InquirySubStatus.ProposalTimeout,
  InquirySubStatus.RejectedByGuest,
  InquirySubStatus.RejectedByStaff,
]);

/**
 * A booking nothing more can happen to: cancelled, visited, no-show, expired, or an
 * inquiry that was rejected or whose proposal timed out (docs/decisions/rules.md).
 */
export function isFinalState(booking: { status: number; subStatus?: number | null }): boolean {
  return (
    finalStatuses.has(booking.status) ||
    closedInquiries.has(booking.subStatus ?? InquirySubStatus.None)
  );
}
