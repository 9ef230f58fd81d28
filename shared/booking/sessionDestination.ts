import { buildPath } from '../routing/buildPath.ts';

export type SessionChoice = 'openBooking' | 'bookAgain' | 'sessionExpired';

export interface SessionDestinationInput {
  system: string;
  unitId: number;
  guid: string;
  isActivityBooking: boolean;
}

/**
 * Where the session guard's dialogs lead (doc 2 §2, §4 Session guard): 'open booking' to the
 * booking view; 'book again' and the session-expired OK to the start page, with
 * /activity-booking for activity bookings.
 */
export function sessionDestination(choice: SessionChoice, booking: SessionDestinationInput) {
  const { system, unitId, guid, isActivityBooking } = booking;
  if (choice === 'openBooking')
    return buildPath({
      name: 'bookingPage',
      system,
      bookingId: guid,
      isActivityBooking,
      isBookingRequest: false,
    });
  return buildPath({ name: 'wizard', system, unitId, isActivityBooking, isBookingRequest: false });
}
