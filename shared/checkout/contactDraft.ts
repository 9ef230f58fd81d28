import * as v from 'valibot';
import type { ContactValues } from '../contact/contactValues.ts';
import { draftJson, readDraft } from '../storage/readDraft.ts';

/** What the guest has typed on the details step, kept for the held booking it belongs to. */
export type ContactDraft = ContactValues & {
  /** The phone's calling-code country, as chosen in the picker. */
  country: string;
};

// Longer than any field accepts: a stored draft never carries more than a form could.
const MAX_TEXT = 320;
// Each field on its own: one of the wrong type reads as empty, the others are kept.
const text = v.fallback(
  v.pipe(
    v.string(),
    v.transform((value) => value.slice(0, MAX_TEXT)),
  ),
  '',
);

const ContactDraftSchema: v.GenericSchema<unknown, ContactDraft> = v.object({
  fname: text,
  lname: text,
  email: text,
  mobile: text,
  country: text,
  message: text,
  newsletter: v.fallback(v.boolean(), false),
  customerName: text,
  payMethod: v.fallback(v.nullable(v.pipe(v.number(), v.integer())), null),
});

/**
 * Reads a draft kept in session storage: only known fields of the right type come back, and
 * the draft of another booking, or one that is not what we wrote, reads as none.
 */
export function readContactDraft(raw: string | null, bookingId: string): ContactDraft | null {
  return readDraft(raw, bookingId, ContactDraftSchema);
}

/** The stored form of a draft, bound to its booking. */
export function contactDraftJson(bookingId: string, values: ContactDraft): string {
  return draftJson(bookingId, values);
}
