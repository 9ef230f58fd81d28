import { describe, expect, it } from 'vitest';
import { InquirySubStatus as S } from '../../../../shared/enums.ts';
import { inquiryStage } from '../../../../shared/booking/inquiryStage.ts';

describe('inquiryStage', () => {
  it.each([
    ['doc2 §3 Inquiry sub-status: None', S.None, 'none'],
    [
      'doc2 §3 Inquiry sub-status: WaitingForReview waits for staff',
      S.WaitingForReview,
      'awaitingStaff',
    ],
    [
      'doc2 §4 Inquiry: ProposeChanges is a proposal for the guest',
      S.ProposeChanges,
      'awaitingGuest',
    ],
    ['doc2 §4 Inquiry: ConfirmedByStaff is confirmed', S.ConfirmedByStaff, 'confirmed'],
    ['doc2 §4 Inquiry: ProposalTimeout is closed', S.ProposalTimeout, 'closed'],
    ['doc2 §4 Inquiry: RejectedByStaff is closed', S.RejectedByStaff, 'closed'],
    ['doc2 §3 Inquiry sub-status: RejectedByGuest is closed', S.RejectedByGuest, 'closed'],
    [
      'doc2 §3 Inquiry sub-status: AcceptedByGuest waits for staff',
      S.AcceptedByGuest,
      'awaitingStaff',
    ],
    ['doc2 §3 Inquiry sub-status: unknown value reads as none', 42, 'none'],
    ['doc2 §3 Inquiry sub-status: missing reads as none', undefined, 'none'],
  ])('%s', (_name, subStatus, expected) => {
    expect(inquiryStage(subStatus)).toBe(expected);
  });
});
