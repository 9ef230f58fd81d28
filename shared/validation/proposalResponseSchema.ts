import * as v from 'valibot';
import { fields } from './fields.ts';

/** Body of InquiryProposalRespond (doc 2 §3 Proposal response). */
export interface ProposalResponseValues {
  accept: boolean;
  message: string;
}

/** Accepting a staff proposal needs nothing more; declining needs a message of up to 255. */
export const proposalResponseSchema = v.variant('accept', [
  v.object({ accept: v.literal(true), message: fields.guestMessage }),
  v.object({ accept: v.literal(false), message: fields.declineMessage }),
]) as v.GenericSchema<unknown, ProposalResponseValues>;
