import {
  getCountries as getCountriesOf,
  getCountryCallingCode as getCountryCallingCodeOf,
  getExampleNumber as getExampleNumberOf,
  parsePhoneNumberFromString as parseWith,
  type CountryCode,
  type Examples,
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

const WITH_EXAMPLE: ReadonlySet<string> = new Set(Object.keys(PHONE_EXAMPLES));

/** Where a country's number formats sit in the library's minified metadata (format v4). */
const FORMATS = 4;

/**
 * The library's mobile metadata without the parts the widget never reads, which are half its
 * bytes (DESIGN §6 counts them in the flow's JS):
 * - the number formats of every country but those whose example the widget formats
 *   (`formatted`): only formatting reads them, never parsing or validation;
 * - the non-geographic calling codes (+800, +881…): no country in the picker has them, and a
 *   number with one is not valid for any country with or without them.
 * Idempotent. build.mjs trims the metadata it bundles; this module trims again at run time (a
 * no-op on trimmed data), so the unit tests validate with the data the widget ships, and
 * phoneMetadata.test.ts checks it answers as the whole file does for every country.
 */
export function trimPhoneMetadata(
  metadata: MetadataJson,
  formatted: ReadonlySet<string> = WITH_EXAMPLE,
): MetadataJson {
  const countries = Object.fromEntries(
    Object.entries(metadata.countries).map(([country, plan]) => [
      country,
      formatted.has(country)
        ? plan
        : (plan as unknown[]).map((value, index) => (index === FORMATS ? 0 : value)),
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

/** A national-format example mobile number for a country ('070-123 45 67' for SE). */
export function phoneExample(country: string): string | null {
  try {
    return (
      // A country without an example gives undefined, as one missing from the library's file.
      getExampleNumberOf(
        country.toUpperCase() as CountryCode,
        PHONE_EXAMPLES as Examples,
        metadata,
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
