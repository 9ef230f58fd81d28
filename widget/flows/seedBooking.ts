import type { Booking } from '../../shared/contract/index.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import type { QueryCache } from '../api/createQueryCache.ts';

/** A booking answer seeds the booking query; the seats shown for the day changed with it. */
export function seedBooking(
  { api, cache }: { api: ApiClient; cache: QueryCache },
  booking: Booking,
) {
  cache.setData(api.booking(booking.guid).key, booking);
  cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates');
}
