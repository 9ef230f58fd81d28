import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  readFirstStepSettings,
  type FirstStepSettings,
} from '../../../../loader/firstPaint/readFirstStepSettings.ts';
import { SettingsSchema } from '../../../../shared/contract/settings.ts';

// The real answer shape of GET booking/externalBookingSettings/{unitId} (doc 2 §3 Venue
// settings), as the reference API builds it from the demo seeds.
type Answer = Record<string, unknown> & {
  unitsMetaData: Record<string, unknown>;
  themeSettings: Record<string, unknown>;
};
const fixture = (name: string): Answer =>
  JSON.parse(readFileSync(`test/fixtures/${name}`, 'utf8')) as Answer;
const restaurant = fixture('settings.response.json');
const activity = fixture('settings.activity.response.json');

/** The restaurant answer with some of its fields replaced (deep copy, never the shared one). */
function answerWith(change: (answer: Answer) => void): Answer {
  const copy = structuredClone(restaurant);
  change(copy);
  return copy;
}

const expectedRestaurant: FirstStepSettings = {
  name: 'Restaurang Demo',
  maxWebGuests: 8,
  childrenEnabled: true,
  primary: '#1f4e5f',
  logoUrl: 'https://images.example.se/se_demo/logo.webp',
  coverOneByOne: 'https://images.example.se/se_demo/cover-1x1.webp',
  coverThirtyTwoByNine: 'https://images.example.se/se_demo/cover-32x9.webp',
  introHeader: 'Välkommen till Restaurang Demo',
  intro:
    'Boka bord för lunch eller middag. Frågor? Ring <a href="tel:+46812345678">08-123 456 78</a>.',
};

describe('readFirstStepSettings: the first paint reads the settings answer without schemas (issue 16)', () => {
  it('reads the venue name, party-size maximum, theme and welcome text of a valid answer (issue 16; doc 1 §2 Guests step, doc 2 §3 Venue settings)', () => {
    expect(readFirstStepSettings(restaurant)).toEqual(expectedRestaurant);
  });

  it('reads what the widget schema reads from the same answer (issue 16; doc 2 §3 Venue settings)', () => {
    const parsed = v.parse(SettingsSchema, restaurant);
    const read = readFirstStepSettings(restaurant)!;
    expect(read.name).toBe(parsed.unitsMetaData.name);
    expect(read.maxWebGuests).toBe(parsed.unitsMetaData.maxWebGuests);
    expect(read.primary).toBe(parsed.themeSettings.colors.primary);
    expect(read.logoUrl).toBe(parsed.themeSettings.logo?.imageUrl);
    expect(read.coverOneByOne).toBe(parsed.themeSettings.coverImageOneByOne?.imageUrl);
    expect(read.coverThirtyTwoByNine).toBe(
      parsed.themeSettings.coverImageThirtyTwoByNine?.imageUrl,
    );
    expect(read.introHeader).toBe(parsed.introductionMessageHeader);
    expect(read.intro).toBe(parsed.introductionMessage);
  });

  it('an answer with a null logo and no covers or header reads them as undefined (issue 16; doc 1 §8 image failure, doc 2 §3)', () => {
    expect(readFirstStepSettings(activity)).toEqual({
      name: 'Aktivitetshuset Demo',
      maxWebGuests: 12,
      childrenEnabled: false,
      primary: '#7a1f5c',
      logoUrl: undefined,
      coverOneByOne: undefined,
      coverThirtyTwoByNine: undefined,
      introHeader: undefined,
      intro: 'Boka bowling och shuffleboard.',
    });
  });

  it('activateWebChildren is read as a flag: only true counts the children step (issue 36, step n of m)', () => {
    const on = (value: unknown) =>
      readFirstStepSettings(answerWith((a) => (a.unitsMetaData.activateWebChildren = value)))
        ?.childrenEnabled;
    expect([on(true), on(false), on('true'), on(1), on(undefined)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['an array', [restaurant]],
    ['a string', JSON.stringify(restaurant)],
    ['a number', 8],
    ['true', true],
    ['an empty object', {}],
    ['an error body', { code: 0, message: 'Unit does not exist' }],
  ])('%s is no first paint (issue 16; doc 1 §8 page errors)', (_name, answer) => {
    expect(readFirstStepSettings(answer)).toBeNull();
  });

  it.each<[string, (answer: Answer) => void]>([
    ['no unitsMetaData', (a) => delete (a as Record<string, unknown>).unitsMetaData],
    ['unitsMetaData null', (a) => ((a as Record<string, unknown>).unitsMetaData = null)],
    ['unitsMetaData a string', (a) => ((a as Record<string, unknown>).unitsMetaData = 'x')],
    ['no name', (a) => delete a.unitsMetaData.name],
    ['an empty name', (a) => (a.unitsMetaData.name = '')],
    ['a null name', (a) => (a.unitsMetaData.name = null)],
    ['a numeric name', (a) => (a.unitsMetaData.name = 42)],
    ['a name in an object', (a) => (a.unitsMetaData.name = { sv: 'Demo' })],
    ['no maxWebGuests', (a) => delete a.unitsMetaData.maxWebGuests],
    ['maxWebGuests null', (a) => (a.unitsMetaData.maxWebGuests = null)],
  ])('an answer with %s is no first paint (issue 16; doc 1 §2 Guests step)', (_name, change) => {
    expect(readFirstStepSettings(answerWith(change))).toBeNull();
  });

  it.each<[unknown, number | null]>([
    [0, null],
    [-1, null],
    [1.5, null],
    [100, null],
    ['8', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
    [[8], null],
    [1, 1],
    [8, 8],
    [99, 99],
  ])(
    'maxWebGuests %j gives %j buttons before "max+1 +" (issue 16; doc 1 §2 Guests step)',
    (max, expected) => {
      const read = readFirstStepSettings(answerWith((a) => (a.unitsMetaData.maxWebGuests = max)));
      expect(read?.maxWebGuests ?? null).toBe(expected);
    },
  );

  it.each([0, -1, 1.5, '8'])(
    'maxWebGuests %j, refused by the first paint, is refused by the widget schema too (issue 16; doc 2 §3)',
    (max) => {
      const answer = answerWith((a) => (a.unitsMetaData.maxWebGuests = max));
      expect(readFirstStepSettings(answer)).toBeNull();
      expect(v.safeParse(SettingsSchema, answer).success).toBe(false);
    },
  );

  it('empty strings read as undefined, as the widget shows nothing for them (issue 16; doc 1 §8, doc 2 §3)', () => {
    const read = readFirstStepSettings(
      answerWith((a) => {
        a.introductionMessageHeader = '';
        a.introductionMessage = '';
        a.themeSettings.colors = { primary: '' };
        a.themeSettings.logo = { imageUrl: '' };
        a.themeSettings.coverImageOneByOne = { imageUrl: '' };
        a.themeSettings.coverImageThirtyTwoByNine = { imageUrl: '' };
      }),
    );
    expect(read).toEqual({
      name: 'Restaurang Demo',
      maxWebGuests: 8,
      childrenEnabled: true,
      primary: undefined,
      logoUrl: undefined,
      coverOneByOne: undefined,
      coverThirtyTwoByNine: undefined,
      introHeader: undefined,
      intro: undefined,
    });
  });

  it.each<[string, (answer: Answer) => void]>([
    ['no themeSettings', (a) => delete (a as Record<string, unknown>).themeSettings],
    ['themeSettings null', (a) => ((a as Record<string, unknown>).themeSettings = null)],
    ['themeSettings a string', (a) => ((a as Record<string, unknown>).themeSettings = 'dark')],
    [
      'every theme field null',
      (a) =>
        (a.themeSettings = {
          colors: null,
          logo: null,
          coverImageOneByOne: null,
          coverImageThirtyTwoByNine: null,
        }),
    ],
    [
      'image urls null',
      (a) =>
        (a.themeSettings = {
          colors: {},
          logo: { imageUrl: null },
          coverImageOneByOne: { imageUrl: null },
          coverImageThirtyTwoByNine: { imageUrl: null },
        }),
    ],
    [
      'non-string theme values',
      (a) =>
        (a.themeSettings = {
          colors: { primary: 0x1f4e5f },
          logo: 'https://images.example.se/logo.webp',
          coverImageOneByOne: { imageUrl: ['https://x.example/1.webp'] },
          coverImageThirtyTwoByNine: { imageUrl: { href: 'https://x.example/2.webp' } },
        }),
    ],
  ])(
    'an answer with %s still paints, with the default colour and no images (issue 16; doc 1 §8 image failure)',
    (_name, change) => {
      const read = readFirstStepSettings(answerWith(change));
      expect(read).toMatchObject({ name: 'Restaurang Demo', maxWebGuests: 8 });
      expect(read?.primary).toBeUndefined();
      expect(read?.logoUrl).toBeUndefined();
      expect(read?.coverOneByOne).toBeUndefined();
      expect(read?.coverThirtyTwoByNine).toBeUndefined();
    },
  );

  it('reads each nested theme field from its own place (issue 16; doc 2 §3 themeSettings)', () => {
    const read = readFirstStepSettings(
      answerWith((a) => {
        a.themeSettings = {
          colors: { primary: '#010203', secondary: '#040506' },
          logo: { imageUrl: 'https://a.example/logo.png' },
          coverImageOneByOne: { imageUrl: 'https://a.example/square.png' },
          coverImageThirtyTwoByNine: null,
        };
      }),
    );
    expect(read).toMatchObject({
      primary: '#010203',
      logoUrl: 'https://a.example/logo.png',
      coverOneByOne: 'https://a.example/square.png',
      coverThirtyTwoByNine: undefined,
    });
  });

  it('a welcome text that is not a string is no welcome text (issue 16; doc 1 §5 Other)', () => {
    const read = readFirstStepSettings(
      answerWith((a) => {
        a.introductionMessageHeader = 7;
        a.introductionMessage = { html: '<b>x</b>' };
      }),
    );
    expect(read).toMatchObject({ introHeader: undefined, intro: undefined });
  });

  it('keeps a hostile welcome text as the raw string: it is sanitised when drawn, not here (issue 16; doc 1 §5 Other)', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const read = readFirstStepSettings(answerWith((a) => (a.introductionMessage = hostile)));
    expect(read?.intro).toBe(hostile);
  });

  it('reads only what it draws: an answer the widget schema refuses for another field still paints (issue 16; doc 1 §8 page errors)', () => {
    // Without the schemas (they load with React) a missing time zone goes unseen here; React
    // then shows its error page, and the hand-over gives way to an error page at once.
    const answer = answerWith((a) => delete a.timeZone);
    expect(v.safeParse(SettingsSchema, answer).success).toBe(false);
    expect(readFirstStepSettings(answer)).toEqual(expectedRestaurant);
    expect(readFirstStepSettings({ unitsMetaData: { name: 'X', maxWebGuests: 2 } })).toMatchObject({
      name: 'X',
      maxWebGuests: 2,
    });
  });

  it('a maximum the widget accepts but the first paint does not (over 99) is no first paint (issue 16; doc 1 §2 Guests step)', () => {
    const answer = answerWith((a) => (a.unitsMetaData.maxWebGuests = 100));
    expect(v.safeParse(SettingsSchema, answer).success).toBe(true);
    expect(readFirstStepSettings(answer)).toBeNull();
  });
});
