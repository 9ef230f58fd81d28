import { BookingStatus, InquirySubStatus } from '../enums.ts';

/** The guest may accept or decline while staff's proposal (ProposeChanges) stands. */
export function canRespondToProposal(booking: {
  status: number;
  subStatus?: number | null;
}): boolean {
  return (
    booking.subStatus === InquirySubStatus.ProposeChanges &&
    booking.status !== BookingStatus.Canceled
  );
}
