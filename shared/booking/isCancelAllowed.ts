import { BookingStatus } from '../enums.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';
import { isWaitListBooking, type WaitListInput } from './isWaitListBooking.ts';

export interface CancelInput extends WaitListInput {
  start: string;
  cancelAllowedBeforeUtc?: string | null;
}

export interface CancelContext {
  now: Instant;
  /** The venue's IANA time zone; booking times without an offset are venue-local. */
  timeZone: string;
  settings: { disableCancel?: boolean | null };
}

/** Whether the guest may cancel the booking online now. */
export function isCancelAllowed(
  booking: CancelInput,
  { now, timeZone, settings }: CancelContext,
): boolean {
  const nowMs = instantMs(now, timeZone);
  if (booking.status === BookingStatus.Canceled) return false;
  if (!(nowMs < instantMs(booking.start, timeZone))) return false;
  // A waiting-list entry holds no table, so the venue's deadline and switch do not apply.
  if (isWaitListBooking(booking)) return true;
  if (settings.disableCancel) return false;
  const deadline = booking.cancelAllowedBeforeUtc;
  return !deadline || nowMs < instantMs(deadline, 'UTC');
}
