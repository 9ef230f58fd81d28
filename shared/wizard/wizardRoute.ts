import type { Route } from '../routing/Route.ts';

/** The routes the wizard moves between (everything but the booking page). */
export type WizardRoute = Exclude<Route, { name: 'bookingPage' }>;

export interface WizardRouteBase {
  system: string;
  unitId: number;
  isActivityBooking: boolean;
  isBookingRequest: boolean;
}

type Target = 'wizard' | 'bookingRequestIntro' | 'availability' | 'preorder' | 'finalize';

/**
 * The route named `target` for the same venue and flow variant. Variants a path cannot express
 * fall back: preorder exists only for plain table bookings, so others get finalize.
 */
export function wizardRoute(
  base: WizardRouteBase,
  target: Target,
  bookingId?: string,
): WizardRoute {
  const { system, unitId, isActivityBooking, isBookingRequest } = base;
  const id = bookingId === undefined ? {} : { bookingId };
  const venue = { system, unitId, isActivityBooking };
  switch (target) {
    case 'wizard':
      return { ...venue, name: 'wizard', isBookingRequest };
    case 'bookingRequestIntro':
      return { ...venue, name: 'bookingRequestIntro', isBookingRequest: true };
    case 'availability':
      return { ...venue, ...id, name: 'availability', isBookingRequest };
    case 'preorder':
      if (isActivityBooking || isBookingRequest) {
        return { ...venue, ...id, name: 'finalize', isBookingRequest };
      }
      return { ...venue, ...id, name: 'preorder', isActivityBooking: false, isBookingRequest };
    case 'finalize':
      return { ...venue, ...id, name: 'finalize', isBookingRequest };
  }
}
