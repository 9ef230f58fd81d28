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
  const names = Object.keys(zones);
  const skeleton = phoneSkeleton(fullMetadata);
  const pairOf = (country: string) =>
    (getCountryCallingCode(country as CountryCode, fullMetadata) + '0').slice(0, 2);

  it('puts every country of the picker in the zone of its calling code, once, as trimmed', () => {
    const placed = Object.entries(zones).flatMap(([zone, plans]) =>
      Object.keys(plans).map((country) => [country, zone] as const),
    );
    expect(placed.map(([country]) => country).sort()).toEqual([...countries].sort());
    for (const [country, zone] of placed) {
      expect(phoneZoneOf(getCountryCallingCode(country as CountryCode, fullMetadata), names)).toBe(
        zone,
      );
      const plans = (metadata: PhonePlans) => (metadata as Record<string, unknown>)[country];
      expect(plans(zones[zone]!)).toEqual(plans(trimmed.countries));
    }
  });

  it('a zone is a run of calling codes by their first two digits, named by its first, each near 1 KB gzip', () => {
    const size = (plans: PhonePlans) => JSON.stringify(plans).length;
    expect(names).toEqual([...names].sort());
    for (const [index, name] of names.entries()) {
      const pairs = new Set(Object.keys(zones[name]!).map(pairOf));
      expect(name).toBe([...pairs].sort()[0]);
      // Within 2,500 characters unless it is one pair (+1 alone is 5.3 KB); the next zone's
      // first pair would not have fitted.
      if (pairs.size > 1) expect(size(zones[name]!)).toBeLessThanOrEqual(2500);
      const next = names[index + 1];
      if (next) {
        const firstOfNext = Object.fromEntries(
          Object.entries(zones[next]!).filter(([country]) => pairOf(country) === next),
        );
        expect(size({ ...zones[name], ...firstOfNext })).toBeGreaterThan(2500);
      }
    }
    // The picker's start countries of the 13 languages and the demo's venues, in a few zones.
    expect(['SE', 'NO', 'DK', 'GB'].map((c) => phoneZoneOf(pairOf(c), names))).toEqual(
      Array(4).fill('43'),
    );
    expect(names.length).toBeGreaterThan(9);
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
    ['the picked country and the venue’s, one zone', '', ['SE', 'NO'], ['43']],
    ['Finland is +358: another zone', '0412345678', ['FI', 'SE'], ['35', '43']],
    ['a + number names its own zone', '+1 201 555 0123', ['GB'], ['10', '43']],
    ['spaces after the + are the guest’s', ' + 47 406', [], ['43']],
    ['+7, a code of its own, from its first two digits', '+7 912', [], ['69']],
    ['a lone + names none yet', '+', ['SE'], ['43']],
    ['one digit after the + names none yet', '+4', [], []],
    ['+0 is no calling code', '+0123', ['SE'], ['43']],
    ['lower case, unknown and missing countries', '', ['se', 'XX', undefined], ['43']],
  ])('phoneZonesFor: %s', (_name, value, picked, expected) => {
    expect(phoneZonesFor(value, picked, names)).toEqual(expected);
  });

  it.each<[string, string, unknown]>([
    ['not an object', '43', 'SE'],
    ['null', '43', null],
    ['a list', '43', [['46']]],
    ['empty', '43', {}],
    ['a country of another zone', '43', { US: zones['10']!.US }],
    ['a country the picker does not know', '43', { XX: [] }],
    ['a plan that is not a list', '43', { SE: 'plan' }],
    ['the right plans under the wrong zone', '35', zones['43']],
  ])('readPhoneZone refuses %s', (_name, zone, plans) => {
    expect(readPhoneZone(zone, plans, names)).toBeNull();
  });

  it.each(['10', '35', '43', '99'])(
    'readPhoneZone takes zone %s’s own file as its plans',
    (zone) => {
      expect(readPhoneZone(zone, zones[zone], names)).toBe(zones[zone]);
    },
  );
});
