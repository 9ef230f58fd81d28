import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../../../../shared/validation/validationMessage.ts';
import libraryExamples from 'libphonenumber-js/mobile/examples';
import { allPhonePlans } from './allPhoneZones.ts';
import whole from 'libphonenumber-js/metadata.mobile.json';
import {
  PHONE_EXAMPLES,
  defaultPhoneCountry,
  hasPhonePlan,
  internationalPhone,
  phoneExample,
  phoneZones,
  validatePhone,
  type PhonePlans,
} from '../../../../shared/validation/phone.ts';

const zones = phoneZones(whole);
/** The plans a page has after fetching one zone, or none: frozen, so no rule can write to them. */
const NONE: PhonePlans = Object.freeze({});
const NORDIC: PhonePlans = Object.freeze({ ...zones['43']! }); // +43 to +49: SE, NO, DK, GB…
const FINLAND: PhonePlans = Object.freeze({ ...zones['35']! }); // +35x: FI, PT, IE…
const SE_EXAMPLE = { key: 'validation.phoneInvalidExample', params: { example: '070-123 45 67' } };

describe('defaultPhoneCountry', () => {
  it.each([
    ['doc1 §5 Phone country: from a +46 number', '+46701234567', 'en', 'SE'],
    ['doc1 §5 Phone country: from a +47 number over the language', '+47 406 12 345', 'sv', 'NO'],
    ['doc1 §5 Phone country: from a +358 number', '+358412345678', undefined, 'FI'],
    ['doc1 §5 Phone country: national number uses the language', '0701234567', 'da', 'DK'],
    ['doc1 §5 Phone country: empty number uses the language', '', 'lv', 'LV'],
    ['doc1 §5 Phone country: unreadable + number uses the language', '+999', 'fi', 'FI'],
    ['doc1 §5 Phone country: else SE', '0701234567', 'fr', 'SE'],
  ])('%s', (_name, value, language, expected) => {
    expect(defaultPhoneCountry(allPhonePlans, value, language)).toBe(expected);
  });
});

describe('validatePhone', () => {
  it.each<[string, string, string, ValidationMessage | null]>([
    ['doc1 §5 Mobile: valid Swedish national number', '070-123 45 67', 'SE', null],
    ['doc1 §5 Mobile: valid Swedish international number', '+46 70 123 45 67', 'SE', null],
    ['doc1 §5 Mobile: valid Norwegian number', '406 12 345', 'NO', null],
    ['doc1 §5 Mobile: valid Danish number', '34 41 23 45', 'DK', null],
    ['doc1 §5 Mobile: valid Finnish number', '041 2345678', 'FI', null],
    ['doc1 §5 Mobile: valid UK number, lower-case country', '07400 123456', 'gb', null],
    ['doc1 §5 Mobile: required', '  ', 'SE', { key: 'validation.required' }],
    [
      'doc1 §5 Mobile: SE error shows an example format',
      '070123',
      'SE',
      { key: 'validation.phoneInvalidExample', params: { example: '070-123 45 67' } },
    ],
    [
      'doc1 §5 Mobile: NO error shows an example format',
      '123',
      'NO',
      { key: 'validation.phoneInvalidExample', params: { example: '40 61 23 45' } },
    ],
    [
      'doc1 §5 Mobile: DK error shows an example format',
      '123',
      'DK',
      { key: 'validation.phoneInvalidExample', params: { example: '34 41 23 45' } },
    ],
    [
      'doc1 §5 Mobile: FI error shows an example format',
      '123',
      'FI',
      { key: 'validation.phoneInvalidExample', params: { example: '041 2345678' } },
    ],
    [
      'doc1 §5 Mobile: other countries get the generic message with the number',
      '12345',
      'GB',
      { key: 'validation.phoneInvalid', params: { value: '12345' } },
    ],
    [
      'doc1 §5 Mobile: Swedish landline is not a mobile',
      '08-123 456 78',
      'SE',
      { key: 'validation.phoneInvalidExample', params: { example: '070-123 45 67' } },
    ],
    [
      'doc1 §5 Mobile: number of another country is invalid for the selected one',
      '+4740612345',
      'SE',
      { key: 'validation.phoneInvalidExample', params: { example: '070-123 45 67' } },
    ],
    [
      'doc1 §5 Mobile: letters are invalid',
      'call me',
      'ES',
      { key: 'validation.phoneInvalid', params: { value: 'call me' } },
    ],
  ])('%s', (_name, value, country, expected) => {
    expect(validatePhone(allPhonePlans, value, country)).toEqual(expected);
  });
});

describe('phoneExample', () => {
  it.each([
    ['doc1 §5 Mobile: example format for SE', 'SE', '070-123 45 67'],
    ['doc1 §5 Mobile: unknown country has no example', 'XX', null],
  ])('%s', (_name, country, expected) => {
    expect(phoneExample(country)).toBe(expected);
  });
});

describe('PHONE_EXAMPLES (doc 1 §5 Mobile: example format for SE, NO, DK and FI)', () => {
  it.each(Object.entries(PHONE_EXAMPLES))(
    '%s shows the library example as %s',
    (country, shown) => {
      const example = libraryExamples[country as keyof typeof libraryExamples];
      // The national form: the example's digits, after the national prefix where there is one.
      expect(shown.replace(/\D/g, '')).toMatch(new RegExp(`^0?${example}$`));
      expect(validatePhone(allPhonePlans, shown, country)).toBeNull();
    },
  );
});

describe('the phone rules read the plans they are given (doc 1 §5 Mobile)', () => {
  it.each<[string, PhonePlans, string, string, ValidationMessage | null]>([
    [
      'doc 1 §5 Mobile: with the SE plan, a Swedish landline is no mobile',
      NORDIC,
      '08-123 456 78',
      'SE',
      SE_EXAMPLE,
    ],
    ['doc 1 §5 Mobile: without it, a plausible number passes', NONE, '08-123 456 78', 'SE', null],
    [
      'doc 1 §5 Mobile: another zone’s plans leave SE unchecked',
      FINLAND,
      '08-123 456 78',
      'SE',
      null,
    ],
    ['doc 1 §5 Mobile: without a plan, too few digits fail', NONE, '0701 2', 'SE', SE_EXAMPLE],
    [
      'doc 1 §5 Mobile: without a plan, more than 15 digits fail',
      NONE,
      '+46 70 123 45 67 890 12',
      'SE',
      SE_EXAMPLE,
    ],
    [
      'doc 1 §5 Mobile: without a plan, letters fail with the generic message',
      NONE,
      'call me',
      'GB',
      { key: 'validation.phoneInvalid', params: { value: 'call me' } },
    ],
    [
      'doc 1 §5 Mobile: required, whatever the plans',
      NONE,
      ' ',
      'SE',
      { key: 'validation.required' },
    ],
    [
      'doc 1 §5 Mobile: with the FI plan, a Finnish mobile passes',
      FINLAND,
      '041 2345678',
      'FI',
      null,
    ],
  ])('validatePhone: %s', (_name, plans, value, country, expected) => {
    expect(validatePhone(plans, value, country)).toEqual(expected);
  });

  it.each<[string, PhonePlans, string, string | undefined, string]>([
    [
      'doc 1 §5 Default phone country: a +47 number with its zone is NO',
      NORDIC,
      '+47 406 12 345',
      'sv',
      'NO',
    ],
    [
      'doc 1 §5 Default phone country: without its zone, the language’s',
      NONE,
      '+47 406 12 345',
      'sv',
      'SE',
    ],
    [
      'doc 1 §5 Default phone country: another zone tells nothing of +47',
      FINLAND,
      '+47 406 12 345',
      'fi',
      'FI',
    ],
    [
      'doc 1 §5 Default phone country: a +358 number with its zone is FI',
      FINLAND,
      '+358412345678',
      'en',
      'FI',
    ],
  ])('defaultPhoneCountry: %s', (_name, plans, value, language, expected) => {
    expect(defaultPhoneCountry(plans, value, language)).toBe(expected);
  });

  it.each<[string, PhonePlans, string, boolean]>([
    ['doc 1 §5 Mobile: SE is in the plans of its zone (+43 to +49)', NORDIC, 'se', true],
    ['doc 1 §5 Mobile: FI is not', NORDIC, 'FI', false],
    ['doc 1 §5 Mobile: no country is in no plans', NONE, 'SE', false],
  ])('hasPhonePlan: %s', (_name, plans, country, expected) => {
    expect(hasPhonePlan(plans, country)).toBe(expected);
  });

  it('doc 1 §5 Mobile: two plan sets give their own answers, in any order, and share no state', () => {
    const landline = '08-123 456 78';
    const answers = () => [
      validatePhone(NORDIC, landline, 'SE'),
      validatePhone(NONE, landline, 'SE'),
      internationalPhone(NORDIC, '070-123 45 67', 'SE'),
      internationalPhone(NONE, '070-123 45 67', 'SE'),
      defaultPhoneCountry(NORDIC, '+47 406 12 345', 'sv'),
      defaultPhoneCountry(NONE, '+47 406 12 345', 'sv'),
    ];
    const first = answers();
    expect(first).toEqual([SE_EXAMPLE, null, '+46701234567', '070-123 45 67', 'NO', 'SE']);
    // The set without plans, asked first this time, is not taught by the one with them.
    const none = [
      validatePhone(NONE, landline, 'SE'),
      internationalPhone(NONE, '070-123 45 67', 'SE'),
      defaultPhoneCountry(NONE, '+47 406 12 345', 'sv'),
    ];
    expect(none).toEqual([null, '070-123 45 67', 'SE']);
    expect(answers()).toEqual(first);
    expect(NONE).toEqual({});
  });
});
