import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../../../../shared/validation/validationMessage.ts';
import libraryExamples from 'libphonenumber-js/mobile/examples';
import './allPhoneZones.ts';
import {
  PHONE_EXAMPLES,
  defaultPhoneCountry,
  phoneExample,
  validatePhone,
} from '../../../../shared/validation/phone.ts';

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
    expect(defaultPhoneCountry(value, language)).toBe(expected);
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
    expect(validatePhone(value, country)).toEqual(expected);
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
      expect(validatePhone(shown, country)).toBeNull();
    },
  );
});
