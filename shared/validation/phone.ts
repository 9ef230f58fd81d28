import {
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
 * ships only the calling codes with this module; each country's numbering plan comes in a
 * zone file, fetched when a form needs it (DESIGN §6; docs/decisions.md "Phone plans by zone").
 * The plans in hand are the caller's, passed to every rule that reads them: this module keeps
 * no state, so its answers depend on its arguments alone (the widget's store of the zones it
 * has fetched is widget/fields/phonePlans.ts).
 */

/**
 * The example mobile number of each country whose message shows one, in its national format as
 * libphonenumber-js formats its own example (phone.test.ts checks they still match). Kept
 * formatted: the widget then ships no country's number formats, which only formatting reads
 * (DESIGN §6: about 0.4 KB gzip of the flow).
 * @internal Exported for its tests.
 */
export const PHONE_EXAMPLES: Readonly<Record<string, string>> = {
  SE: '070-123 45 67',
  NO: '40 61 23 45',
  DK: '34 41 23 45',
  FI: '041 2345678',
};

/** Where a country's number formats sit in the library's minified metadata (format v4). */
const FORMATS = 4;

/** A country of the picker ('SE'); the metadata also lists '001', the non-geographic codes. */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code);

/**
 * The library's mobile metadata without the parts the widget never reads, which are half its
 * bytes (DESIGN §6):
 * - the number formats of every country: only formatting reads them, never parsing or
 *   validation, and the widget formats no number (PHONE_EXAMPLES are kept formatted);
 * - the non-geographic calling codes (+800, +881…): no country in the picker has them, and a
 *   number with one is not valid for any country with or without them.
 * Idempotent; phoneMetadata.test.ts checks it answers as the whole file does for every country.
 * @internal Exported for its tests.
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
      .map(([code, list]) => [code, list.filter(isCountry)] as const)
      .filter(([, list]) => list.length > 0),
  ) as MetadataJson['country_calling_codes'];
  return { ...metadata, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

/** The plans of some countries, keyed by country, as the metadata keeps them. */
export type PhonePlans = MetadataJson['countries'];

/** A calling code's first two digits: '46', and '10' or '70' for +1 and +7, codes of their own. */
const twoDigits = (callingCode: string): string => (callingCode + '0').slice(0, 2);

/**
 * The zone of a calling code among the zones' names (the keys of phoneZones): the last name at or
 * before its first two digits, so +46 is in zone '43' when '43' and '50' are names. Countries that
 * share a calling code share its zone, so a zone's file holds every country a number with that
 * code can belong to.
 * @internal Exported for its tests.
 */
export function phoneZoneOf(callingCode: string, zones: readonly string[]): string | undefined {
  const digits = twoDigits(callingCode);
  let found: string | undefined;
  for (const zone of zones)
    if (zone <= digits && (found === undefined || zone > found)) found = zone;
  return found;
}

/**
 * The most JSON text a zone's file holds, unless one pair of first digits (+1) has more: a
 * booking fetches at most three zones, and each stays near 1 KB gzip (docs/decisions.md "Phone
 * plans by zone").
 */
const ZONE_CHARS = 2500;

/**
 * The trimmed metadata with no country's plan: what the widget bundles (build.mjs).
 * @public The build reads it through importForNode (scripts/build/phoneZones.mjs).
 */
export function phoneSkeleton(metadata: MetadataJson): MetadataJson {
  return { ...trimPhoneMetadata(metadata), countries: {} };
}

/**
 * The trimmed plans of every country by zone: the files build.mjs writes (`phone/43-….json`). A
 * zone is a run of calling codes in the order of their first two digits, named by its first pair,
 * that stays within ZONE_CHARS; a pair is never split.
 * @public The build reads it through importForNode (scripts/build/phoneZones.mjs).
 */
export function phoneZones(metadata: MetadataJson): Record<string, PhonePlans> {
  const trimmed = trimPhoneMetadata(metadata);
  const pairs: Record<string, PhonePlans> = {};
  for (const [code, list] of Object.entries(trimmed.country_calling_codes)) {
    const pair = (pairs[twoDigits(code)] ??= {});
    for (const country of list) pair[country] = trimmed.countries[country]!;
  }
  const zones: Record<string, PhonePlans> = {};
  let zone: PhonePlans | undefined;
  for (const digits of Object.keys(pairs).sort()) {
    const joined: PhonePlans = { ...zone, ...pairs[digits] };
    if (zone && JSON.stringify(joined).length <= ZONE_CHARS) Object.assign(zone, joined);
    else zone = zones[digits] = { ...pairs[digits] };
  }
  return zones;
}

// The bundle holds the skeleton alone (build.mjs); under Node the import is the whole file.
// Read only: the calling codes are known without any zone, and never change.
const skeleton: Readonly<MetadataJson> = phoneSkeleton(mobileMetadata);
const callingCodeOf: ReadonlyMap<string, string> = new Map<string, string>(
  Object.entries(skeleton.country_calling_codes).flatMap(([code, list]) =>
    list.map((country) => [country, code] as const),
  ),
);

/** The library's metadata with the plans in hand: the skeleton's calling codes, these plans. */
const metadataWith = (plans: PhonePlans): MetadataJson => ({ ...skeleton, countries: plans });

/**
 * The plans of a zone's file, or null when the data is not that zone's plans (a broken or
 * foreign file): the widget adds them to those it has only when they are.
 */
export function readPhoneZone(
  zone: string,
  data: unknown,
  zones: readonly string[],
): PhonePlans | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  const fits = entries.every(([country, plan]) => {
    const code = callingCodeOf.get(country);
    return code !== undefined && phoneZoneOf(code, zones) === zone && Array.isArray(plan);
  });
  return fits && entries.length > 0 ? (data as PhonePlans) : null;
}

/** Whether a country's plan is among `plans`, so its numbers are checked in full. */
export const hasPhonePlan = (plans: PhonePlans, country: string): boolean =>
  Object.hasOwn(plans, country.toUpperCase());

/**
 * The zones a form needs to check `value`, among `zones`: those of the countries it may check
 * against (the picker's, the venue's), and the one a number typed with its + prefix names once
 * its first two digits are in.
 */
export function phoneZonesFor(
  value: string,
  countries: readonly (string | undefined)[],
  zones: readonly string[],
): string[] {
  const codes = countries.map((country) => country && callingCodeOf.get(country.toUpperCase()));
  codes.push(/^\+\s*([1-9])\s*(\d)/.exec(value.trim())?.slice(1).join(''));
  const needed = new Set<string>();
  for (const code of codes) {
    const zone = code && phoneZoneOf(code, zones);
    if (zone) needed.add(zone);
  }
  return [...needed].sort();
}

const parsePhone = (plans: PhonePlans, text: string, country?: string) => {
  const metadata = metadataWith(plans);
  try {
    return country ? parseWith(text, country as CountryCode, metadata) : parseWith(text, metadata);
  } catch {
    // A number whose calling code's zone is not in yet.
    return undefined;
  }
};

/**
 * Country of a number typed with a + prefix (read with `plans`: without its zone the number tells
 * no country), else the language's country, else SE.
 */
export function defaultPhoneCountry(
  plans: PhonePlans,
  value: string,
  language?: string | null,
): string {
  const trimmed = value.trim();
  const fromNumber = trimmed.startsWith('+') ? parsePhone(plans, trimmed)?.country : undefined;
  return fromNumber ?? phoneCountryForLanguage(language);
}

/**
 * A national-format example mobile number for a country ('070-123 45 67' for SE), or null.
 * @internal Exported for its tests.
 */
export function phoneExample(country: string): string | null {
  return PHONE_EXAMPLES[country.toUpperCase()] ?? null;
}

/**
 * What can be said of a number without its country's plan (the zone's file could not be
 * fetched): phone characters only, and 6 to 15 digits (E.164's longest).
 */
function plausible(value: string): boolean {
  const digits = value.replace(/^\+/, '').replace(/[\s().\-/]/g, '');
  return /^\d{6,15}$/.test(digits);
}

function isValidFor(plans: PhonePlans, value: string, country: string): boolean {
  if (!hasPhonePlan(plans, country)) return plausible(value);
  const parsed = parsePhone(plans, value, country);
  return Boolean(parsed?.isValid() && parsed.country === country);
}

/**
 * Checks a mobile number against the selected country; null when it is valid, else the
 * message: an example format for SE, NO, DK and FI, the generic message elsewhere. Without the
 * country's plan among `plans`, only what any number must be is checked (plausible).
 */
export function validatePhone(
  plans: PhonePlans,
  value: string,
  country: string,
): ValidationMessage | null {
  const trimmed = value.trim();
  if (trimmed === '') return { key: 'validation.required' };
  const selected = country.toUpperCase();
  if (isValidFor(plans, trimmed, selected)) return null;
  const example = phoneExample(selected);
  return example
    ? { key: 'validation.phoneInvalidExample', params: { example } }
    : { key: 'validation.phoneInvalid', params: { value: trimmed } };
}

/**
 * The number in international E.164 form ('+46701234567') for a number valid in the country,
 * so the venue can text it whatever country the guest typed it for; as typed otherwise.
 */
export function internationalPhone(plans: PhonePlans, value: string, country: string): string {
  const trimmed = value.trim();
  const parsed = parsePhone(plans, trimmed, country.toUpperCase());
  return parsed?.isValid() ? parsed.number : trimmed;
}

/** Every country of the picker with its calling code; known without any zone. */
export function phoneCountries(): { country: string; callingCode: string }[] {
  return [...callingCodeOf].map(([country, callingCode]) => ({ country, callingCode }));
}
