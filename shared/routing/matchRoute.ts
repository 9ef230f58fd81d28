import { parseInteger } from './parseInteger.ts';
import type { Route, UnknownRoute } from './Route.ts';
import { Segment } from './segments.ts';
import { splitPath } from './splitPath.ts';

// A booking id is a GUID as .NET writes it (8-4-4-4-12 hex, any version). Anything else names
// no booking: the link is broken without asking the API (a flood of such links would only meet
// the API's 429 for unknown guids and leave the guest waiting; docs/decisions/routing-wizard.md).
const GUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function matchBookingPage(segments: string[], lower: string[]): Route | UnknownRoute {
  const system = segments[1];
  const isActivityBooking = lower[2] === Segment.ActivityBooking;
  const bookingId = segments[isActivityBooking ? 3 : 2];
  const expectedLength = isActivityBooking ? 4 : 3;
  if (
    system === undefined ||
    bookingId === undefined ||
    !GUID.test(bookingId) ||
    segments.length !== expectedLength
  ) {
    return { name: 'notFound' };
  }
  return { name: 'bookingPage', system, bookingId, isActivityBooking, isBookingRequest: false };
}

/**
 * Names the route of a path (doc 1 §2 "Routes", doc 2 §2). Segment names are compared without
 * case; the system prefix is not checked here (isSystemId does that).
 */
export function matchRoute(pathname: string): Route | UnknownRoute {
  const segments = splitPath(pathname);
  const lower = segments.map((segment) => segment.toLowerCase());
  if (lower[0] === Segment.Booking) return matchBookingPage(segments, lower);

  const system = segments[0];
  const unitId = parseInteger(segments[1]);
  if (system === undefined || unitId === undefined) return { name: 'notFound' };

  let at = 2;
  const isActivityBooking = lower[at] === Segment.ActivityBooking;
  if (isActivityBooking) at += 1;
  const venue = { system, unitId, isActivityBooking };

  if (lower[at] === Segment.BookingRequestIntro) {
    return segments.length === at + 1
      ? { ...venue, name: 'bookingRequestIntro', isBookingRequest: true }
      : { name: 'notFound' };
  }
  const isBookingRequest = lower[at] === Segment.BookingRequest;
  if (isBookingRequest) at += 1;
  if (segments.length === at) return { ...venue, name: 'wizard', isBookingRequest };
  if (segments.length > at + 2) return { name: 'notFound' };

  const id = segments[at + 1];
  if (id !== undefined && !GUID.test(id)) return { name: 'notFound' };
  const withId = id === undefined ? {} : { bookingId: id };
  switch (lower[at]) {
    case Segment.Availability:
      return { ...venue, ...withId, name: 'availability', isBookingRequest };
    case Segment.Finalize:
      return { ...venue, ...withId, name: 'finalize', isBookingRequest };
    case Segment.Preorder:
      if (isActivityBooking || isBookingRequest) return { name: 'notFound' };
      return { ...venue, ...withId, name: 'preorder', isActivityBooking, isBookingRequest };
    case Segment.PaymentConfirmation:
      if (isBookingRequest) return { name: 'notFound' };
      return { ...venue, ...withId, name: 'paymentConfirmation', isBookingRequest };
    default:
      return { name: 'notFound' };
  }
}
