import { InquirySubStatus } from '../enums.ts';

/** An inquiry still open or ended without a booking: any sub-status but None or ConfirmedByStaff. */
export function isInquiryNonComplete(booking: { subStatus?: number | null }): boolean {
  const subStatus = booking.subStatus ?? InquirySubStatus.None;
  return subStatus !== InquirySubStatus.None && subStatus !== InquirySubStatus.ConfirmedByStaff;
}
