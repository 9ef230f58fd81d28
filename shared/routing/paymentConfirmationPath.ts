import { buildPath } from './buildPath.ts';
import { matchRoute } from './matchRoute.ts';

/**
 * The path a guest returns to from the payment terminal (doc 2 §2): the finalize route with
 * payment-confirmation in place of finalize. Undefined for any other route.
 */
export function paymentConfirmationPath(pathname: string): string | undefined {
  const route = matchRoute(pathname);
  if (route.name !== 'finalize') return undefined;
  const { system, unitId, isActivityBooking, bookingId } = route;
  return buildPath({
    name: 'paymentConfirmation',
    system,
    unitId,
    isActivityBooking,
    isBookingRequest: false,
    ...(bookingId === undefined ? {} : { bookingId }),
  });
}
