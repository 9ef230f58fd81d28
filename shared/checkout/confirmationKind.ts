import { BookingStatus } from '../enums.ts';

export type ConfirmationKind = 'confirmed' | 'waitList' | 'requestSent' | 'other';

/**
 * Which heading the booking page opens with, from the booking's status (doc 2 §3 statuses):
 * Web and Paid are confirmed bookings, WaitList a place on the waiting list, Inquiry a sent
 * request. Anything else (cancelled, expired, still in progress) gets the neutral heading.
 */
export function confirmationKind(status: number): ConfirmationKind {
  switch (status) {
    case BookingStatus.Web:
    case BookingStatus.Paid:
      return 'confirmed';
    case BookingStatus.WaitList:
      return 'waitList';
    case BookingStatus.Inquiry:
      return 'requestSent';
    default:
      return 'other';
  }
}
