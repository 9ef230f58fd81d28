import { parseBoolean } from '../routing/parseBoolean.ts';
import { parseSearch } from '../routing/parseSearch.ts';

/**
 * The query parameter that carries doc 2 §2's 'failed waiting-list confirm' flag to the booking
 * page (the history keeps no navigation state).
 */
export const FAILED_OFFER_CONFIRM = 'failedOfferConfirm';

/** Whether the booking page opens flagged as a failed waiting-list confirm (doc 2 §2, §4). */
export function failedOfferConfirm(search: string): boolean {
  const value = parseSearch(search)[FAILED_OFFER_CONFIRM];
  return parseBoolean(Array.isArray(value) ? value[0] : value);
}
