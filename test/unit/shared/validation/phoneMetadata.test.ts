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
import {
  PHONE_EXAMPLES,
  phoneCountries,
  phoneSkeleton,
  phoneZoneOf,
  phoneZones,
  phoneZonesFor,
  readPhoneZone,
  trimPhoneMetadata,
  type PhonePlans,
} from '../../../../shared/validation/phone.ts';

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

describe('phone plans by zone (doc1 §5 Mobile, DESIGN §6)', () => {
  const zones = phoneZones(fullMetadata);
  const skeleton = phoneSkeleton(fullMetadata);

  it('puts every country of the picker in the zone of its calling code, once, as trimmed', () => {
    const placed = Object.entries(zones).flatMap(([zone, plans]) =>
      Object.keys(plans).map((country) => [country, zone] as const),
    );
    expect(placed.map(([country]) => country).sort()).toEqual([...countries].sort());
    for (const [country, zone] of placed) {
      expect(phoneZoneOf(getCountryCallingCode(country as CountryCode, fullMetadata))).toBe(zone);
      const plans = (metadata: PhonePlans) => (metadata as Record<string, unknown>)[country];
      expect(plans(zones[zone]!)).toEqual(plans(trimmed.countries));
    }
    expect(Object.keys(zones).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('countries sharing a calling code share a zone, so a +1 or +44 number finds all of them', () => {
    for (const list of Object.values(trimmed.country_calling_codes)) {
      const zone = Object.keys(zones).find((z) => list[0]! in zones[z]!);
      for (const country of list) expect(zones[zone!]).toHaveProperty(country);
    }
  });

  it('the bundled skeleton keeps every calling code and no plan; the zones with it answer as the whole file', () => {
    expect(skeleton.countries).toEqual({});
    expect(skeleton.country_calling_codes).toEqual(trimmed.country_calling_codes);
    expect(phoneSkeleton(skeleton)).toEqual(skeleton);
    const rebuilt = { ...skeleton, countries: Object.assign({}, ...Object.values(zones)) };
    for (const country of ['SE', 'NO', 'US', 'GB', 'FI', 'JP', 'BR'] as CountryCode[]) {
      for (const text of numbersFor(country)) {
        expect(answer(text, country, rebuilt), text).toEqual(answer(text, country, fullMetadata));
      }
    }
  });

  it('the picker lists every country with its calling code, before any zone', () => {
    const listed = new Map(phoneCountries().map((c) => [c.country, c.callingCode]));
    expect([...listed.keys()].sort()).toEqual([...countries].sort());
    for (const country of countries) {
      expect(listed.get(country)).toBe(getCountryCallingCode(country, fullMetadata));
    }
  });

  it.each<[string, string, (string | undefined)[], string[]]>([
    ['the picked country and the venue’s, one zone', '', ['SE', 'NO'], ['4']],
    ['Finland is +358: zone 3', '0412345678', ['FI', 'SE'], ['3', '4']],
    ['a + number names its own zone', '+1 201 555 0123', ['GB'], ['1', '4']],
    ['spaces after the + are the guest’s', ' + 47 406', ['SE'], ['4']],
    ['a lone + names none yet', '+', ['SE'], ['4']],
    ['+0 is no calling code', '+0123', ['SE'], ['4']],
    ['lower case, unknown and missing countries', '', ['se', 'XX', undefined], ['4']],
  ])('phoneZonesFor: %s', (_name, value, picked, expected) => {
    expect(phoneZonesFor(value, picked)).toEqual(expected);
  });

  it.each<[string, string, unknown]>([
    ['not an object', '4', 'SE'],
    ['null', '4', null],
    ['a list', '4', [['46']]],
    ['empty', '4', {}],
    ['a country of another zone', '4', { US: zones['1']!.US }],
    ['a country the picker does not know', '4', { XX: [] }],
    ['a plan that is not a list', '4', { SE: 'plan' }],
    ['the right plans under the wrong zone', '3', zones['4']],
  ])('readPhoneZone refuses %s', (_name, zone, plans) => {
    expect(readPhoneZone(zone, plans)).toBeNull();
  });

  it.each(['1', '3', '4', '9'])('readPhoneZone takes zone %s’s own file as its plans', (zone) => {
    expect(readPhoneZone(zone, zones[zone])).toBe(zones[zone]);
  });
});
