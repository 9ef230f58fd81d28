import { InquirySubStatus } from '../enums.ts';

/**
 * Where a booking request stands for the guest:
 * - none: not a request, or no sub-status yet;
 * - awaitingStaff: sent (or a proposal accepted) and waiting for the venue;
 * - awaitingGuest: the venue proposed changes the guest may accept or decline;
 * - confirmed: the venue confirmed the request;
 * - closed: rejected by either side, or the proposal timed out.
 */
export type InquiryStage = 'none' | 'awaitingStaff' | 'awaitingGuest' | 'confirmed' | 'closed';

const stages: Readonly<Record<number, InquiryStage>> = {
  [InquirySubStatus.None]: 'none',
  [InquirySubStatus.WaitingForReview]: 'awaitingStaff',
  [InquirySubStatus.AcceptedByGuest]: 'awaitingStaff',
  [InquirySubStatus.ProposeChanges]: 'awaitingGuest',
  [InquirySubStatus.ConfirmedByStaff]: 'confirmed',
  [InquirySubStatus.ProposalTimeout]: 'closed',
  [InquirySubStatus.RejectedByGuest]: 'closed',
  [InquirySubStatus.RejectedByStaff]: 'closed',
};

/** The meaning of an inquiry sub-status for the booking page. */
export function inquiryStage(subStatus: number | null | undefined): InquiryStage {
  return stages[subStatus ?? InquirySubStatus.None] ?? 'none';
}
