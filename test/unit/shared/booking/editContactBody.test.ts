import type { ContactInput } from '../../../../shared/contract/contact.ts';
import { describe, expect, it } from 'vitest';
import {
  editContactBody,
  type EditContactContext,
} from '../../../../shared/booking/editContactBody.ts';
import type { EditableValues } from '../../../../shared/booking/isEditSaveEnabled.ts';

type Contact = EditableValues['contact'];

const typed: Contact = {
  fname: ' Anna ',
  lname: ' Berg',
  email: ' anna@example.com ',
  mobile: ' 070-123 45 67 ',
  newsletter: true,
};
// Stands in for shared/validation/phone.ts's internationalPhone: the country and the number as
// given, so a case shows which were passed.
const context: EditContactContext = {
  phoneCountry: 'SE',
  message: 'Allergic to nuts',
  internationalPhone: (value, country) => `${country}|${value}`,
};

describe('editContactBody', () => {
  it.each<[string, Contact, Partial<EditContactContext>, ContactInput]>([
    [
      'doc2 §5 Edit contact: names and email trimmed, the number in international form for the form’s country',
      typed,
      {},
      {
        fname: 'Anna',
        lname: 'Berg',
        email: 'anna@example.com',
        mobile: 'SE|070-123 45 67',
        newsletter: true,
        message: 'Allergic to nuts',
      },
    ],
    [
      'doc2 §5 Edit contact: before the form has told its country the number goes trimmed, as the booking form sends it',
      typed,
      { phoneCountry: null },
      {
        fname: 'Anna',
        lname: 'Berg',
        email: 'anna@example.com',
        mobile: '070-123 45 67',
        newsletter: true,
        message: 'Allergic to nuts',
      },
    ],
    [
      'doc2 §3 Contact: missing fields send empty strings and no newsletter tick',
      { fname: null, lname: undefined, email: null, mobile: null, newsletter: null },
      { phoneCountry: null, message: '' },
      { fname: '', lname: '', email: '', mobile: '', newsletter: false, message: '' },
    ],
    [
      'doc2 §5 Edit contact: a missing number still goes through the form’s country',
      { ...typed, mobile: null },
      {},
      {
        fname: 'Anna',
        lname: 'Berg',
        email: 'anna@example.com',
        mobile: 'SE|',
        newsletter: true,
        message: 'Allergic to nuts',
      },
    ],
  ])('%s', (_name, contact, patch, expected) => {
    const body = editContactBody(contact, { ...context, ...patch });
    expect(body).toEqual(expected);
    expect(JSON.parse(JSON.stringify(structuredClone(body)))).toEqual(expected);
  });
});
