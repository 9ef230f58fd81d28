import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactBody } from '../../../../shared/contact/contactBody.ts';
import { ContactInputSchema, type ContactInput } from '../../../../shared/contract/contact.ts';

// The country's rule is the caller's (doc 1 §5 Mobile): here a Swedish national number.
const swedish = (mobile: string) => (mobile.startsWith('0') ? `+46${mobile.slice(1)}` : mobile);
const typed = {
  fname: 'Anna',
  lname: 'Svensson',
  email: 'anna@example.com',
  mobile: '0701234567',
  message: 'Window seat',
  newsletter: true,
};

describe('contactBody', () => {
  it.each<[string, Parameters<typeof contactBody>[0], ContactInput]>([
    [
      'doc 1 §7 Finalize: the contact as typed, the mobile in international form',
      typed,
      { ...typed, mobile: '+46701234567' },
    ],
    [
      'doc 1 §5 Contact: names, e-mail and mobile go trimmed',
      {
        ...typed,
        fname: ' Anna ',
        lname: '\tSvensson ',
        email: ' anna@example.com',
        mobile: ' 0701234567 ',
      },
      { ...typed, mobile: '+46701234567' },
    ],
    [
      'doc 1 §5 Message: the message goes as typed',
      { ...typed, message: ' Window seat ' },
      { ...typed, message: ' Window seat ', mobile: '+46701234567' },
    ],
    [
      'doc 2 §5 Edit contact: a number in international form stays as it is',
      { ...typed, mobile: '+47 912 34 567' },
      { ...typed, mobile: '+47 912 34 567' },
    ],
    [
      'doc 2 §3 contact: a field the booking lacks goes empty, newsletter off',
      { fname: 'Anna', lname: null, email: undefined, mobile: null, newsletter: null },
      { fname: 'Anna', lname: '', email: '', mobile: '', newsletter: false, message: '' },
    ],
    [
      'doc 2 §7 update booking: fields beyond the contact stay out',
      { ...typed, customerName: 'Svensson AB', payMethod: 6 } as Parameters<typeof contactBody>[0],
      { ...typed, mobile: '+46701234567' },
    ],
  ])('%s', (_name, values, expected) => {
    const body = contactBody(values, swedish);
    expect(body).toEqual(expected);
    // What is built crosses the boundary as plain JSON and fits the contract (STYLE habit 7).
    expect(JSON.parse(JSON.stringify(structuredClone(body)))).toEqual(expected);
  });

  it('doc 1 §3 Contact: a complete form makes a body the API contract accepts', () => {
    expect(v.safeParse(ContactInputSchema, contactBody(typed, swedish)).success).toBe(true);
  });
});
