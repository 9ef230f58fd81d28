import { BookingStatus } from '../enums.ts';

/** A booking is finalized once its status is Web. */
export function isFinalized(booking: { status: number }): boolean {
  return booking.status === BookingStatus.Web;
}
