import {
  getCountries as getCountriesOf,
  getCountryCallingCode as getCountryCallingCodeOf,
  parsePhoneNumberFromString as parseWith,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import mobileMetadata from 'libphonenumber-js/metadata.mobile.json';
import { phoneCountryForLanguage } from './phoneCountryForLanguage.ts';
import type { ValidationMessage } from './validationMessage.ts';

/*
 * The only module that loads libphonenumber-js; the widget imports it lazily with the
 * details step. Mobile metadata: the number receives SMS (waiting-list offers). The functions
 * come from the library's `core` entry, which takes the metadata as an argument, so the widget
 * ships the trimmed metadata below rather than the whole file.
 */

/**
 * The example mobile number of each country whose message shows one, in its national format as
 * libphonenumber-js formats its own example (phone.test.ts checks they still match). Kept
 * formatted: the widget then ships no country's number formats, which only formatting reads
 * (DESIGN §6: about 0.4 KB gzip of the flow).
 */
export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  SE: '070-123 45 67',
  NO: '40 61 23 45',
  DK: '34 41 23 45',
  FI: '041 2345678',
};

/** Where a country's number formats sit in the library's minified metadata (format v4). */
const FORMATS = 4;

/**
 * The library's mobile metadata without the parts the widget never reads, which are half its
 * bytes (DESIGN §6 counts them in the flow's JS):
 * - the number formats of every country: only formatting reads them, never parsing or
 *   validation, and the widget formats no number (PHONE_EXAMPLES are kept formatted);
 * - the non-geographic calling codes (+800, +881…): no country in the picker has them, and a
 *   number with one is not valid for any country with or without them.
 * Idempotent. build.mjs trims the metadata it bundles; this module trims again at run time (a
 * no-op on trimmed data), so the unit tests validate with the data the widget ships, and
 * phoneMetadata.test.ts checks it answers as the whole file does for every country.
 */
export function trimPhoneMetadata(metadata: MetadataJson): MetadataJson {
  const countries = Object.fromEntries(
    Object.entries(metadata.countries).map(([country, plan]) => [
      country,
      (plan as unknown[]).map((value, index) => (index === FORMATS ? 0 : value)),
    ]),
  ) as MetadataJson['countries'];
  const callingCodes = Object.fromEntries(
    Object.entries(metadata.country_calling_codes)
      .map(([code, list]) => [code, list.filter((country) => country in countries)] as const)
      .filter(([, list]) => list.length > 0),
  ) as MetadataJson['country_calling_codes'];
  return { ...metadata, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

const metadata = trimPhoneMetadata(mobileMetadata);

const parsePhone = (text: string, country?: CountryCode) =>
  country ? parseWith(text, country, metadata) : parseWith(text, metadata);

/** Country of a number typed with a + prefix, else the language's country, else SE. */
export function defaultPhoneCountry(value: string, language?: string | null): string {
  const trimmed = value.trim();
  const fromNumber = trimmed.startsWith('+') ? parsePhone(trimmed)?.country : undefined;
  return fromNumber ?? phoneCountryForLanguage(language);
}

/** A national-format example mobile number for a country ('070-123 45 67' for SE), or null. */
export function phoneExample(country: string): string | null {
  return PHONE_EXAMPLES[country.toUpperCase()] ?? null;
}

/**
 * Checks a mobile number against the selected country; null when it is valid, else the
 * message: an example format for SE, NO, DK and FI, the generic message elsewhere.
 */
function isValidFor(value: string, country: string): boolean {
  try {
    const parsed = parsePhone(value, country as CountryCode);
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
  const example = phoneExample(selected);
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
    const parsed = parsePhone(trimmed, country.toUpperCase() as CountryCode);
    return parsed?.isValid() ? parsed.number : trimmed;
  } catch {
    return trimmed;
  }
}

/** Every country the phone metadata knows, with its calling code, for the country picker. */
export function phoneCountries(): { country: string; callingCode: string }[] {
  return getCountriesOf(metadata).map((country) => ({
    country,
    callingCode: getCountryCallingCodeOf(country, metadata),
  }));
}
