import { FAILED_OFFER_CONFIRM } from '../booking/failedOfferConfirm.ts';
import { formatSearch } from './formatSearch.ts';
import { queryAfterFinalize } from './queryAfterFinalize.ts';

/**
 * The booking page's query after finalizing (doc 1 §4 Submit): the wizard's own parameters
 * dropped, others kept. The failed waiting-list confirm flag of doc 2 §2 travels as a query
 * parameter (the history keeps no navigation state): docs/decisions/booking-page.md.
 */
export function searchAfterFinalize(search: string, failedOfferConfirm: boolean): string {
  const query = queryAfterFinalize(search);
  if (failedOfferConfirm) query[FAILED_OFFER_CONFIRM] = 'true';
  return formatSearch(query);
}
