import type { Booking } from '../../shared/contract/index.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import type { QueryCache } from '../api/createQueryCache.ts';

/**
 * The booking page's GET (doc 2 §7): with includeInquiryProposalDiff when the link carries
 * inquiryProposal. One function, so every reader and writer of the cache uses one key.
 */
export function bookingRequest(api: ApiClient, guid: string, search: string) {
  const proposal = new URLSearchParams(search).has('inquiryProposal');
  return api.booking(guid, proposal ? { includeInquiryProposalDiff: true } : {});
}

/**
 * A mutation's answer is the fresh booking: stored under both keys the booking page may read
 * (with and without the proposal diff), so the page shows it whichever URL opened it.
 */
export function storeBooking(api: ApiClient, cache: QueryCache, booking: Booking) {
  for (const search of ['', '?inquiryProposal'])
    cache.setData(bookingRequest(api, booking.guid, search).key, booking);
}
