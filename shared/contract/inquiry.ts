import * as v from 'valibot';
import { guestMessage } from './primitives.ts';

/**
 * Body of POST …/InquiryProposalRespond (doc 2 §3 "Proposal response"). That declining needs
 * a message is a form rule checked elsewhere; the contract only caps the length.
 */
export const ProposalRespondRequestSchema = v.object({
  accept: v.boolean(),
  message: v.nullish(guestMessage, ''),
});

export type ProposalRespondRequest = v.InferInput<typeof ProposalRespondRequestSchema>;
export type ProposalRespondRequestParsed = v.InferOutput<typeof ProposalRespondRequestSchema>;
