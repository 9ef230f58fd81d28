import { BookingStatus } from '../enums.ts';

/**
 * Why the session-expired dialog shows for a booking (doc 2 §8 "Session expired": the booking
 * was released or cancelled): `canceled` for a cancelled booking (a refund that failed is one
 * too), `closed` for a visit the venue has already dealt with (history, paid, left, no-show),
 * `released` for the rest (expired, or still not in progress after the one Refresh).
 */
export type SessionEndReason = 'released' | 'canceled' | 'closed';

const canceled: ReadonlySet<number> = new Set([
  BookingStatus.Canceled,
  BookingStatus.PaymentRefundFailed,
]);
const closed: ReadonlySet<number> = new Set([
  BookingStatus.History,
  BookingStatus.Paid,
  BookingStatus.Left,
  BookingStatus.NoShow,
]);

/** The reason the session-expired dialog gives for a booking of this status (doc 2 §8). */
export function sessionEndReason(status: number | undefined): SessionEndReason {
  if (status === undefined) return 'released';
  if (canceled.has(status)) return 'canceled';
  if (closed.has(status)) return 'closed';
  return 'released';
}
