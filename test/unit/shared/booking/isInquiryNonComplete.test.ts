import { describe, expect, it } from 'vitest';
import { InquirySubStatus as S } from '../../../../shared/enums.ts';
import { isInquiryNonComplete } from '../../../../shared/booking/isInquiryNonComplete.ts';

describe('isInquiryNonComplete', () => {
  it.each([
    ['doc2 §4 Inquiry non-complete: None is complete', S.None, false],
    ['doc2 §4 Inquiry non-complete: ConfirmedByStaff is complete', S.ConfirmedByStaff, false],
    ['doc2 §4 Inquiry non-complete: WaitingForReview', S.WaitingForReview, true],
    ['doc2 §4 Inquiry non-complete: ProposeChanges', S.ProposeChanges, true],
    ['doc2 §4 Inquiry non-complete: ProposalTimeout', S.ProposalTimeout, true],
    ['doc2 §4 Inquiry non-complete: AcceptedByGuest', S.AcceptedByGuest, true],
    ['doc2 §4 Inquiry non-complete: RejectedByGuest', S.RejectedByGuest, true],
    ['doc2 §4 Inquiry non-complete: RejectedByStaff', S.RejectedByStaff, true],
    ['doc2 §4 Inquiry non-complete: missing sub-status reads as None', null, false],
  ])('%s', (_name, subStatus, expected) => {
    expect(isInquiryNonComplete({ subStatus })).toBe(expected);
  });
});
