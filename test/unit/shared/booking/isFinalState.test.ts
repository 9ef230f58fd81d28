import { describe, expect, it } from 'vitest';
import { BookingStatus, InquirySubStatus } from '../../../../shared/enums.ts';
import { isFinalState } from '../../../../shared/booking/isFinalState.ts';

describe('isFinalState', () => {
  it.each([
    ['doc2 §4 Cancel offer "final": Canceled', BookingStatus.Canceled, InquirySubStatus.None, true],
    ['doc2 §4 Cancel offer "final": NoShow', BookingStatus.NoShow, InquirySubStatus.None, true],
    ['doc2 §4 Cancel offer "final": Left', BookingStatus.Left, InquirySubStatus.None, true],
    ['doc2 §4 Cancel offer "final": Paid', BookingStatus.Paid, InquirySubStatus.None, true],
    ['doc2 §4 Cancel offer "final": Expired', BookingStatus.Expired, InquirySubStatus.None, true],
    ['doc2 §4 Cancel offer "final": History', BookingStatus.History, InquirySubStatus.None, true],
    [
      'doc2 §4 Cancel offer "final": PaymentRefundFailed',
      BookingStatus.PaymentRefundFailed,
      InquirySubStatus.None,
      true,
    ],
    [
      'doc2 §4 Cancel offer "final": rejected request',
      BookingStatus.Inquiry,
      InquirySubStatus.RejectedByStaff,
      true,
    ],
    [
      'doc2 §4 Cancel offer "final": timed-out proposal',
      BookingStatus.Inquiry,
      InquirySubStatus.ProposalTimeout,
      true,
    ],
    [
      'doc2 §4 Cancel offer "final": declined proposal',
      BookingStatus.Inquiry,
      InquirySubStatus.RejectedByGuest,
      true,
    ],
    [
      'doc2 §4 Cancel offer "final": Web booking is not',
      BookingStatus.Web,
      InquirySubStatus.None,
      false,
    ],
    [
      'doc2 §4 Cancel offer "final": WaitList is not',
      BookingStatus.WaitList,
      InquirySubStatus.None,
      false,
    ],
    [
      'doc2 §4 Cancel offer "final": request waiting for review is not',
      BookingStatus.Inquiry,
      InquirySubStatus.WaitingForReview,
      false,
    ],
  ])('%s', (_name, status, subStatus, expected) => {
    expect(isFinalState({ status, subStatus })).toBe(expected);
  });
});
