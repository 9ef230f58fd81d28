import { buildPath } from '../routing/buildPath.ts';
import { formatSearch } from '../routing/formatSearch.ts';
import { parseSearch } from '../routing/parseSearch.ts';

/** The query names the terminal adds on its way back (doc 2 §2); a stale copy must not stay. */
const TERMINAL_PARAMS = ['ChargeId', 'Captured', 'isNoShow', 'offerStartTime', 'paymentLink'];

export interface PaymentVenue {
  system: string;
  unitId: number;
  isActivityBooking: boolean;
}

/**
 * Where a refused payment takes the guest (doc 2 §4 "Return from payment"): back to the details
 * form of the booking still held, to pay again or go back, with the terminal's own query names
 * gone and the rest kept.
 */
export function refusedPaymentLocation(
  venue: PaymentVenue,
  bookingId: string,
  search: string,
): { pathname: string; search: string } {
  const query = parseSearch(search);
  for (const name of TERMINAL_PARAMS) delete query[name];
  const pathname = buildPath({
    name: 'finalize',
    system: venue.system,
    unitId: venue.unitId,
    isActivityBooking: venue.isActivityBooking,
    isBookingRequest: false,
    bookingId,
  });
  return { pathname, search: formatSearch(query) };
}
