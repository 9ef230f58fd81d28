import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type Examples,
} from 'libphonenumber-js/mobile';
import { phoneCountryForLanguage } from './phoneCountryForLanguage.ts';
import type { ValidationMessage } from './validationMessage.ts';

/*
 * The only module that loads libphonenumber-js; the widget imports it lazily with the
 * details step. Mobile metadata: the number receives SMS (waiting-list offers).
 */

/**
 * The example mobile numbers of the countries whose message shows one, as libphonenumber-js's
 * own examples file has them (phone.test.ts checks they still match). Only these four: the
 * whole file would add 1.4 KB gzip to the flow (DESIGN §6) for numbers never shown.
 */
export const PHONE_EXAMPLES: Partial<Examples> = {
  SE: '701234567',
  NO: '40612345',
  DK: '34412345',
  FI: '412345678',
};

const WITH_EXAMPLE = new Set(Object.keys(PHONE_EXAMPLES));

/** Country of a number typed with a + prefix, else the language's country, else SE. */
export function defaultPhoneCountry(value: string, language?: string | null): string {
  const trimmed = value.trim();
  const fromNumber = trimmed.startsWith('+')
    ? parsePhoneNumberFromString(trimmed)?.country
    : undefined;
  return fromNumber ?? phoneCountryForLanguage(language);
}

/** A national-format example mobile number for a country ('070-123 45 67' for SE). */
export function phoneExample(country: string): string | null {
  try {
    return (
      // A country without an example gives undefined, as one missing from the library's file.
      getExampleNumber(
        country.toUpperCase() as CountryCode,
        PHONE_EXAMPLES as Examples,
      )?.formatNational() ?? null
    );
  } catch {
    return null;
  }
}

/**
 * Checks a mobile number against the selected country; null when it is valid, else the
 * message: an example format for SE, NO, DK and FI, the generic message elsewhere.
 */
function isValidFor(value: string, country: string): boolean {
  try {
    const parsed = parsePhoneNumberFromString(value, country as CountryCode);
    return Boolean(parsed?.isValid() && parsed.country === country);
  } catch {
    return false;
  }
}

export function validatePhone(value: string, country: string): ValidationMessage | null {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'validation.required' };
  const selected = country.toUpperCase();
  if (isValidFor(trimmed, selected)) return null;
  const example = WITH_EXAMPLE.has(selected) ? phoneExample(selected) : null;
  return example
    ? { key: 'validation.phoneInvalidExample', params: { example } }
    : { key: 'validation.phoneInvalid', params: { value: trimmed } };
}

/**
 * The number in international E.164 form ('+46701234567') for a number valid in the country,
 * so the venue can text it whatever country the guest typed it for; as typed otherwise.
 */
export function internationalPhone(value: string, country: string): string {
  const trimmed = value.trim();
  try {
    const parsed = parsePhoneNumberFromString(trimmed, country.toUpperCase() as CountryCode);
    return parsed?.isValid() ? parsed.number : trimmed;
  } catch {
    return trimmed;
  }
}

/** Every country the phone metadata knows, with its calling code, for the country picker. */
export function phoneCountries(): { country: string; callingCode: string }[] {
  return getCountries().map((country) => ({
    country,
    callingCode: getCountryCallingCode(country),
  }));
}
