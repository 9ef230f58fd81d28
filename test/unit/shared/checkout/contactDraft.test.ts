import { describe, expect, it } from 'vitest';
import {
  contactDraftJson,
  readContactDraft,
  type ContactDraft,
} from '../../../../shared/checkout/contactDraft.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const typed: ContactDraft = {
  fname: 'Anna',
  lname: 'Lindqvist',
  email: 'anna@example.com',
  mobile: '070-123 45 67',
  country: 'SE',
  message: 'Fönsterbord, tack',
  newsletter: true,
  customerName: 'Lindqvist AB',
  payMethod: 6,
};
const empty: ContactDraft = {
  fname: '',
  lname: '',
  email: '',
  mobile: '',
  country: '',
  message: '',
  newsletter: false,
  customerName: '',
  payMethod: null,
};

describe('readContactDraft', () => {
  it('issue 31 typed data: what was written for a booking reads back whole', () => {
    const stored = structuredClone(JSON.parse(contactDraftJson(GUID, typed)));
    expect(readContactDraft(JSON.stringify(stored), GUID)).toEqual(typed);
  });

  it.each<[string, string | null, ContactDraft | null]>([
    ['nothing stored', null, null],
    ['not JSON', '{"bookingId":', null],
    ['JSON but not an object', '"Anna"', null],
    ['null', 'null', null],
    ['the draft of another booking', contactDraftJson('another-guid', typed), null],
    ['no values', JSON.stringify({ bookingId: GUID }), null],
    [
      'wrong types are dropped field by field',
      JSON.stringify({
        bookingId: GUID,
        values: { fname: 42, lname: ['x'], newsletter: 'yes', payMethod: '6', email: 'a@b.se' },
      }),
      { ...empty, email: 'a@b.se' },
    ],
    [
      'a fractional pay method is none',
      JSON.stringify({ bookingId: GUID, values: { payMethod: 1.5 } }),
      empty,
    ],
    [
      'unknown fields and prototype keys are not carried over',
      `{"bookingId":"${GUID}","values":{"__proto__":{"polluted":true},"isAdmin":true,"fname":"Eva"}}`,
      { ...empty, fname: 'Eva' },
    ],
    [
      'an overlong value is cut to what a form could hold',
      JSON.stringify({ bookingId: GUID, values: { message: 'x'.repeat(10_000) } }),
      { ...empty, message: 'x'.repeat(320) },
    ],
  ])('hostile session storage: %s', (_name, raw, expected) => {
    const draft = readContactDraft(raw, GUID);
    expect(draft).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
