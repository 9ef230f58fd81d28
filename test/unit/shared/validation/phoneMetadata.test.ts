import { describe, expect, it } from 'vitest';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import fullMetadata from 'libphonenumber-js/metadata.mobile.json';
import libraryExamples from 'libphonenumber-js/mobile/examples';
import { PHONE_EXAMPLES, trimPhoneMetadata } from '../../../../shared/validation/phone.ts';

// DESIGN §6: the widget ships libphonenumber-js's mobile metadata trimmed of what it never
// reads. These tests hold the trimmed data to the whole file's answers for every country.
const trimmed = trimPhoneMetadata(fullMetadata);
const countries = getCountries(fullMetadata);

/**
 * What the widget reads from a parse (phone.ts): whether the number is a valid mobile of the
 * selected country, and then its E.164 form.
 */
function answer(text: string, country: CountryCode, metadata: MetadataJson) {
  try {
    const parsed = parsePhoneNumberFromString(text, country, metadata);
    const valid = Boolean(parsed?.isValid() && parsed.country === country);
    return { valid, number: valid ? parsed?.number : undefined };
  } catch (error) {
    return { error: String(error) };
  }
}

/** The numbers tried for a country: its example mobile in several forms, and broken ones. */
function numbersFor(country: CountryCode): string[] {
  const national = libraryExamples[country];
  if (!national) return ['12345', '+12025550123'];
  const code = getCountryCallingCode(country, fullMetadata);
  return [
    national,
    `0${national}`,
    `+${code}${national}`,
    `+${code} ${national}`,
    national.slice(0, -1),
    `${national}9`,
    `+${code}${national.slice(0, -2)}`,
  ];
}

describe('trimPhoneMetadata (doc1 §5 Mobile, DESIGN §6)', () => {
  it('keeps every country of the picker and its calling code', () => {
    expect(getCountries(trimmed)).toEqual(countries);
    for (const country of countries) {
      expect(getCountryCallingCode(country, trimmed)).toBe(
        getCountryCallingCode(country, fullMetadata),
      );
    }
  });

  it.each(countries)('answers as the whole file for numbers of %s', (country) => {
    for (const text of numbersFor(country)) {
      expect(answer(text, country, trimmed), text).toEqual(answer(text, country, fullMetadata));
    }
  });

  it.each(Object.entries(PHONE_EXAMPLES))(
    "the example of %s is the library's own, formatted as the whole file does (%s)",
    (country, formatted) => {
      const example = getExampleNumber(country as CountryCode, libraryExamples, fullMetadata);
      expect(example?.formatNational()).toBe(formatted);
    },
  );

  it('keeps no number formats: the widget formats no number', () => {
    for (const plan of Object.values(trimmed.countries)) expect((plan as unknown[])[4]).toBe(0);
  });

  it('a non-geographic number is valid for no country, trimmed or whole', () => {
    for (const country of ['SE', 'GB', 'US'] as CountryCode[]) {
      expect(answer('+80012345678', country, trimmed)).toEqual({ valid: false });
      expect(answer('+80012345678', country, fullMetadata)).toEqual({ valid: false });
    }
  });

  it('is idempotent, so trimming the bundled (trimmed) data at run time changes nothing', () => {
    expect(trimPhoneMetadata(trimmed)).toEqual(trimmed);
  });

  it('takes out at least a third of the bytes (what it is for)', () => {
    const bytes = (metadata: MetadataJson) => JSON.stringify(metadata).length;
    expect(bytes(trimmed)).toBeLessThan((bytes(fullMetadata) * 2) / 3);
  });
});
