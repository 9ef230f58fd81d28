import { joinPath } from './joinPath.ts';
import type { Route } from './Route.ts';
import { Segment } from './segments.ts';

const PAGE_SEGMENT = {
  availability: Segment.Availability,
  preorder: Segment.Preorder,
  finalize: Segment.Finalize,
  paymentConfirmation: Segment.PaymentConfirmation,
  bookingRequestIntro: Segment.BookingRequestIntro,
} as const;

/** Writes a route as its path; the inverse of matchRoute. */
export function buildPath(route: Route): string {
  if (route.name === 'bookingPage') {
    return joinPath([
      Segment.Booking,
      route.system,
      ...(route.isActivityBooking ? [Segment.ActivityBooking] : []),
      route.bookingId,
    ]);
  }
  const segments = [route.system, String(route.unitId)];
  if (route.isActivityBooking) segments.push(Segment.ActivityBooking);
  if (route.name === 'wizard') {
    if (route.isBookingRequest) segments.push(Segment.BookingRequest);
    return joinPath(segments);
  }
  if (route.name !== 'bookingRequestIntro' && route.isBookingRequest) {
    segments.push(Segment.BookingRequest);
  }
  segments.push(PAGE_SEGMENT[route.name]);
  if ('bookingId' in route && route.bookingId !== undefined) segments.push(route.bookingId);
  return joinPath(segments);
}
