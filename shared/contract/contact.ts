import * as v from 'valibot';
import { flag, guestMessage, shortText, text } from './primitives.ts';

/**
 * Contact as the booking carries it (doc 2 §3). Form rules (name lengths, phone, e-mail shape)
 * belong to the contact validator; the contract only checks types.
 */
export const ContactSchema = v.object({
  fname: text,
  lname: text,
  email: text,
  mobile: text,
  newsletter: flag,
  message: text,
});

/** Contact sent by the guest (doc 1 §3): names, e-mail and mobile must be present. */
export const ContactInputSchema = v.object({
  fname: shortText,
  lname: shortText,
  email: shortText,
  mobile: shortText,
  newsletter: flag,
  message: v.optional(guestMessage),
});

/** Optional company name (doc 1 §3 "customer"). */
export const CustomerSchema = v.object({ name: text });

export type ContactInput = v.InferInput<typeof ContactInputSchema>;
