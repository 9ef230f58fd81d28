import { BookingStatus } from '../enums.ts';
import { canOfferCancel, type CancelOfferInput } from './canOfferCancel.ts';
import type { CancelContext } from './isCancelAllowed.ts';
import { instantMs } from '../time/apiTime.ts';
import { isFinalState } from './isFinalState.ts';
import { isWaitListBooking } from './isWaitListBooking.ts';

/** Which of the three cancel confirmations of doc 2 §2 a booking gets. */
export type CancelKind = 'waitList' | 'request' | 'booking';

/**
 * How the guest can cancel (doc 2 §4 Cancel allowed, §6): `online` shows the cancel button of
 * that kind; `contactVenue` says that cancelling online is not possible, so the guest contacts
 * the venue (deadline passed, or the venue disabled it); `none` when there is nothing left to
 * cancel (cancelled, expired, over).
 */
export type CancelOption =
  | { kind: 'online'; cancelKind: CancelKind }
  | { kind: 'contactVenue'; cancelKind: CancelKind }
  | { kind: 'none' };

/** The kind of a booking for the cancel dialog and its success message. */
export function cancelKindOf(booking: { status: number; history?: CancelOfferInput['history'] }) {
  if (isWaitListBooking(booking)) return 'waitList' satisfies CancelKind;
  if (booking.status === BookingStatus.Inquiry) return 'request' satisfies CancelKind;
  return 'booking' satisfies CancelKind;
}

/** Whether and how the booking page offers cancelling. */
export function cancelOption(booking: CancelOfferInput, context: CancelContext): CancelOption {
  const cancelKind: CancelKind = cancelKindOf(booking);
  const live =
    booking.status === BookingStatus.Web ||
    booking.status === BookingStatus.WaitList ||
    booking.status === BookingStatus.Inquiry;
  const past = !(
    instantMs(context.now, context.timeZone) <
    instantMs(booking.end || booking.start, context.timeZone)
  );
  if (!live || isFinalState(booking) || past) return { kind: 'none' };
  if (canOfferCancel(booking, context)) return { kind: 'online', cancelKind };
  return { kind: 'contactVenue', cancelKind };
}
