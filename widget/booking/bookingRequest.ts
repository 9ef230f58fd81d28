import type { ApiClient } from '../api/createApiClient.ts';

/**
 * The booking page's GET (doc 2 §7): with includeInquiryProposalDiff when the link carries
 * inquiryProposal. One function, so every reader and writer of the cache uses one key.
 */
export function bookingRequest(api: ApiClient, guid: string, search: string) {
  const proposal = new URLSearchParams(search).has('inquiryProposal');
  return api.booking(guid, proposal ? { includeInquiryProposalDiff: true } : {});
}
