import { describe, expect, it } from 'vitest';
import { BookingStatus, InquirySubStatus as S } from '../../../../shared/enums.ts';
import { canRespondToProposal } from '../../../../shared/booking/canRespondToProposal.ts';

describe('canRespondToProposal', () => {
  it.each([
    [
      'doc2 §4 Inquiry: ProposeChanges may be answered',
      BookingStatus.Inquiry,
      S.ProposeChanges,
      true,
    ],
    ['doc2 §4 Inquiry: WaitingForReview may not', BookingStatus.Inquiry, S.WaitingForReview, false],
    ['doc2 §4 Inquiry: ProposalTimeout may not', BookingStatus.Inquiry, S.ProposalTimeout, false],
    ['doc2 §4 Inquiry: ConfirmedByStaff may not', BookingStatus.Web, S.ConfirmedByStaff, false],
    ['doc2 §4 Inquiry: cancelled request may not', BookingStatus.Canceled, S.ProposeChanges, false],
  ])('%s', (_name, status, subStatus, expected) => {
    expect(canRespondToProposal({ status, subStatus })).toBe(expected);
  });
});
