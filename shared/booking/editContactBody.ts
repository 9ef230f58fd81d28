import { contactBody } from '../contact/contactBody.ts';
import type { ContactInput } from '../contract/contact.ts';
import type { EditableValues } from './isEditSaveEnabled.ts';

export interface EditContactContext {
  /** The country the contact form reads the number for; null before the form has told it. */
  phoneCountry: string | null;
  /** The booking contact's own message: the edit does not change it, so it is sent back. */
  message: string;
  /**
   * The number in international form for the country (shared/validation/phone.ts's
   * internationalPhone): injected, since its answer depends on the phone plans loaded.
   */
  internationalPhone(value: string, country: string): string;
}

/**
 * The contact of the edit request (doc 2 §4 Edit, §7 "update booking … contact"): the booking
 * form's contact body (doc 2 §5: the same rules, shared/contact/contactBody.ts), with the number
 * in international form for the form's country and the booking's contact message kept.
 */
export function editContactBody(
  contact: EditableValues['contact'],
  { phoneCountry, message, internationalPhone }: EditContactContext,
): ContactInput {
  return contactBody({ ...contact, message }, (mobile) =>
    phoneCountry ? internationalPhone(mobile, phoneCountry) : mobile,
  );
}
