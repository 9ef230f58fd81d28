import { BookingStatus } from '../enums.ts';
import { isFinalized } from './isFinalized.ts';

export interface SessionGuardInput {
  status: number;
  contactId?: number | null;
  contact?: {
    fname?: string | null;
    lname?: string | null;
    email?: string | null;
    mobile?: string | null;
  } | null;
}

export type AlreadyFinalizedVariant = 'booking' | 'request' | 'waitList';

export type SessionGuardDecision =
  | { kind: 'ok' }
  | { kind: 'refreshOnce' }
  | { kind: 'sessionExpired' }
  | { kind: 'alreadyFinalized'; variant: AlreadyFinalizedVariant };

const liveStatuses: ReadonlySet<number> = new Set([
  BookingStatus.BookingInProgress,
  BookingStatus.Inquiry,
  BookingStatus.WaitList,
  BookingStatus.Web,
]);

function hasContact({ contactId, contact }: SessionGuardInput): boolean {
  if (contactId) return true;
  return [contact?.fname, contact?.lname, contact?.email, contact?.mobile].some(
    (value) => (value ?? '').trim() !== '',
  );
}

/**
 * What the wizard does with the booking it is working on.
 * `refreshed` is true when this booking is the answer to the one Refresh tried after it
 * was found Expired.
 */
export function sessionGuard(
  booking: SessionGuardInput,
  { refreshed }: { refreshed: boolean },
): SessionGuardDecision {
  if (refreshed) {
    return booking.status === BookingStatus.BookingInProgress
      ? { kind: 'ok' }
      : { kind: 'sessionExpired' };
  }
  if (booking.status === BookingStatus.Expired) return { kind: 'refreshOnce' };
  if (!liveStatuses.has(booking.status)) return { kind: 'sessionExpired' };
  if (isFinalized(booking)) return { kind: 'alreadyFinalized', variant: 'booking' };
  // A waiting-list entry or request is only submitted once the guest gave contact details.
  if (hasContact(booking)) {
    if (booking.status === BookingStatus.WaitList)
      return { kind: 'alreadyFinalized', variant: 'waitList' };
    if (booking.status === BookingStatus.Inquiry)
      return { kind: 'alreadyFinalized', variant: 'request' };
  }
  return { kind: 'ok' };
}
