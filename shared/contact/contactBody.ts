import type { ContactInput } from '../contract/contact.ts';

/** What a form hands over; a booking read back from the API may lack a field (doc 2 §3). */
type ContactFields = {
  [K in 'fname' | 'lname' | 'email' | 'mobile' | 'message']?: string | null | undefined;
} & { newsletter?: boolean | null | undefined };

/**
 * The contact part of a request body: the finalize and payment calls (doc 1 §7) and the edit
 * of a booking's contact (doc 2 §7 update booking), with the same rules (doc 2 §5). Names,
 * e-mail and mobile go trimmed; the mobile goes through `international` (the picker's country
 * turns a national number into E.164, doc 1 §5 Mobile); the message goes as typed.
 */
export function contactBody(
  values: ContactFields,
  international: (mobile: string) => string,
): ContactInput {
  return {
    fname: (values.fname ?? '').trim(),
    lname: (values.lname ?? '').trim(),
    email: (values.email ?? '').trim(),
    mobile: international((values.mobile ?? '').trim()),
    newsletter: Boolean(values.newsletter),
    message: values.message ?? '',
  };
}
