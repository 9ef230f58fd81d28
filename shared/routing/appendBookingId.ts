import { buildPath } from './buildPath.ts';
import { matchRoute } from './matchRoute.ts';

/**
 * The path once a booking exists (doc 1 §4 "Creating the booking"): the guid is appended, or
 * replaces the id already there. Paths whose route takes no booking id come back unchanged.
 */
export function appendBookingId(pathname: string, bookingId: string): string {
  const route = matchRoute(pathname);
  switch (route.name) {
    case 'availability':
    case 'preorder':
    case 'finalize':
    case 'paymentConfirmation':
      return buildPath({ ...route, bookingId });
    default:
      return pathname;
  }
}
