/** Fields every route under /{system}/{unitId} carries. */
interface VenueRouteBase {
  system: string;
  unitId: number;
  /** The path has the `activity-booking` segment. */
  isActivityBooking: boolean;
}

/**
 * A route of doc 1 §2 "Routes" and doc 2 §2, as data. `name` says which screen; the flags say
 * which variant (activity, booking request) of that screen's path it is.
 */
export type Route =
  /** /{s}/{u}[/activity-booking][/booking-request]: the guests, children and date steps. */
  | (VenueRouteBase & { name: 'wizard'; isBookingRequest: boolean })
  /** /{s}/{u}[/activity-booking]/booking-request-intro */
  | (VenueRouteBase & { name: 'bookingRequestIntro'; isBookingRequest: true })
  /** .../availability[/{bookingId}]: the time list, or the activity list. */
  | (VenueRouteBase & { name: 'availability'; isBookingRequest: boolean; bookingId?: string })
  /** /{s}/{u}/preorder[/{bookingId}]: table bookings only. */
  | (VenueRouteBase & {
      name: 'preorder';
      isActivityBooking: false;
      isBookingRequest: false;
      bookingId?: string;
    })
  /** .../finalize[/{bookingId}]: the details form. */
  | (VenueRouteBase & { name: 'finalize'; isBookingRequest: boolean; bookingId?: string })
  /** /{s}/{u}[/activity-booking]/payment-confirmation[/{bookingId}] */
  | (VenueRouteBase & { name: 'paymentConfirmation'; isBookingRequest: false; bookingId?: string })
  /** /booking/{s}[/activity-booking]/{bookingId} */
  | {
      name: 'bookingPage';
      system: string;
      bookingId: string;
      isActivityBooking: boolean;
      isBookingRequest: false;
    };

export type RouteName = Route['name'];

/** What matchRoute answers for a path that is no route. */
export interface UnknownRoute {
  name: 'notFound';
}
