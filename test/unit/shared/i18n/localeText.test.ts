import { existsSync, readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { localeText } from '../../../../shared/i18n/localeText.ts';

const messages = {
  wizard: {
    guestsOption_one: '{{count}} guest',
    guestsOption_other: '{{count}} guests',
    moreGuests: '{{count}} or more guests',
  },
  header: { logoAlt: '{{name}} logo', spaced: '{{ name }} and {{name}}' },
  numbers: { five: 5, nested: { deeper: 'deep' }, list: ['a'], empty: '' },
};

// Polish and Lithuanian have more than two plural forms (CLDR): one, few, many, other.
const polish = {
  wizard: {
    guestsOption_one: '{{count}} gość',
    guestsOption_few: '{{count}} gości (few)',
    guestsOption_many: '{{count}} gości (many)',
    guestsOption_other: '{{count}} gościa (other)',
  },
};

/** The language folders of widget/locales; the review records (reviews/, issue 53) are not one. */
const languageFolders = (): string[] =>
  readdirSync('widget/locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => existsSync(`widget/locales/${name}/common.json`));

const realLocale = (language: string): unknown =>
  JSON.parse(readFileSync(`widget/locales/${language}/common.json`, 'utf8'));

describe('localeText: the first paint reads the widget locale file as i18next does (issue 16)', () => {
  it.each([
    [1, '1 guest'],
    [2, '2 guests'],
    [8, '8 guests'],
    [21, '21 guests'],
  ])(
    'picks key_one/key_other by Intl.PluralRules for en, count %i (issue 16; doc 1 §2 Guests step)',
    (count, expected) => {
      expect(localeText(messages, 'en')('wizard.guestsOption', { count })).toBe(expected);
    },
  );

  it.each([
    [1, '1 gość'],
    [2, '2 gości (few)'],
    [4, '4 gości (few)'],
    [5, '5 gości (many)'],
    [12, '12 gości (many)'],
    [22, '22 gości (few)'],
    [25, '25 gości (many)'],
  ])(
    'picks pl one/few/many by Intl.PluralRules, count %i (issue 16; doc 1 §2 Guests step)',
    (count, expected) => {
      expect(localeText(polish, 'pl')('wizard.guestsOption', { count })).toBe(expected);
    },
  );

  it('the same count gives another form in another language (issue 16; doc 2 §9 languages)', () => {
    // 2 is "other" in English and "few" in Polish: the rules follow the language argument.
    expect(localeText(polish, 'en')('wizard.guestsOption', { count: 2 })).toBe('2 gościa (other)');
    expect(localeText(polish, 'pl')('wizard.guestsOption', { count: 2 })).toBe('2 gości (few)');
  });

  it('a key without plural forms is used as is when a count is given (issue 16; doc 1 §2 Guests step)', () => {
    expect(localeText(messages, 'en')('wizard.moreGuests', { count: 9 })).toBe('9 or more guests');
  });

  // Where the language's own plural form is missing, i18next finds no string (the widget then
  // reads the fallback language's file): the first paint draws nothing rather than key_other.
  it.each([
    ['pl', 3],
    ['en', 1],
  ])(
    'a file without the %s form for %i reads as missing, as in i18next (issue 16; doc 2 §9 languages)',
    (language, count) => {
      const onlyOther = { wizard: { guestsOption_other: '{{count}} people' } };
      expect(localeText(onlyOther, language)('wizard.guestsOption', { count })).toBeUndefined();
    },
  );

  it('with only key_other, it is used for the other form itself (issue 16; doc 1 §2 Guests step)', () => {
    const onlyOther = { wizard: { guestsOption_other: '{{count}} people' } };
    expect(localeText(onlyOther, 'en')('wizard.guestsOption', { count: 2 })).toBe('2 people');
  });

  it.each([
    ['wizard.absent', undefined],
    ['absent.deeper.still', undefined],
    ['wizard', undefined],
    ['', undefined],
  ])(
    'a missing key %j reads as undefined, so the first paint draws nothing (issue 16)',
    (key, values) => {
      expect(localeText(messages, 'en')(key, values)).toBeUndefined();
      expect(localeText(messages, 'en')(key, { count: 2 })).toBeUndefined();
    },
  );

  it.each([null, undefined, 'text', 42, []])(
    'an unreadable locale file %j gives undefined for every key (issue 16)',
    (file) => {
      expect(localeText(file, 'en')('wizard.guestsOption', { count: 1 })).toBeUndefined();
      expect(localeText(file, 'en')('header.logoAlt', { name: 'X' })).toBeUndefined();
    },
  );

  it.each([
    ['numbers.five', 'a number'],
    ['numbers.nested', 'an object'],
    ['numbers.list', 'an array'],
  ])('a non-string value (%s: %s) is ignored (issue 16)', (key) => {
    expect(localeText(messages, 'en')(key)).toBeUndefined();
  });

  it('a non-string plural form is skipped for the next candidate (issue 16; doc 1 §2 Guests step)', () => {
    const odd = { g_one: { not: 'a string' }, g_other: 7, g: '{{count}} fallback' };
    expect(localeText(odd, 'en')('g', { count: 1 })).toBe('1 fallback');
  });

  it('an empty string is a translation, as i18next returns it (issue 16)', () => {
    expect(localeText(messages, 'en')('numbers.empty')).toBe('');
  });

  it('interpolates {{name}}, with or without spaces inside the braces (issue 16; doc 1 §2 Guests step)', () => {
    const t = localeText(messages, 'en');
    expect(t('header.logoAlt', { name: 'Restaurang Demo' })).toBe('Restaurang Demo logo');
    expect(t('header.spaced', { name: 'A' })).toBe('A and A');
  });

  it('a value missing leaves its placeholder as written (issue 16)', () => {
    const t = localeText(messages, 'en');
    expect(t('header.logoAlt')).toBe('{{name}} logo');
    expect(t('header.logoAlt', { count: 3 })).toBe('{{name}} logo');
    expect(t('wizard.moreGuests')).toBe('{{count}} or more guests');
  });

  it('a name is inserted as text, never read as a placeholder or a pattern (issue 16)', () => {
    const t = localeText(messages, 'en');
    expect(t('header.logoAlt', { name: '{{count}} $& $1 <b>' })).toBe('{{count}} $& $1 <b> logo');
  });

  it.each([
    ['en', 1, '1 guest'],
    ['en', 2, '2 guests'],
    ['sv', 1, '1 gäst'],
    ['sv', 6, '6 gäster'],
    ['lt', 1, '1 svečias'],
    ['lt', 3, '3 svečiai'],
    ['lt', 10, '10 svečių'],
    ['lv', 10, '10 viesu'],
    ['lv', 21, '21 viesis'],
  ])(
    'reads the widget real %s locale file, count %i (issue 16; doc 1 §2 Guests step, doc 2 §9)',
    (language, count, expected) => {
      expect(localeText(realLocale(language), language)('wizard.guestsOption', { count })).toBe(
        expected,
      );
    },
  );
});

describe('localeText agrees with the widget i18next on every first-paint string (issue 16)', () => {
  const languages = languageFolders();

  it('covers all 13 locale files (doc 2 §9 languages)', () => {
    expect(languages).toHaveLength(13);
  });

  it.each(languages)(
    '%s: labels 1..99, "N or more", logo and cover alt read the same as i18next (issue 16; doc 1 §2 Guests step)',
    async (language) => {
      const file = realLocale(language);
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        fallbackLng: false,
        resources: { [language]: { common: file as Record<string, unknown> } },
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      const t = localeText(file, language);
      const name = 'Café & Bar <Ö>';
      for (let count = 1; count <= 99; count++) {
        expect(t('wizard.guestsOption', { count })).toBe(i18n.t('wizard.guestsOption', { count }));
        expect(t('wizard.moreGuests', { count })).toBe(i18n.t('wizard.moreGuests', { count }));
      }
      for (const key of ['header.logoAlt', 'header.coverAlt']) {
        expect(t(key, { name })).toBe(i18n.t(key, { name }));
      }
      for (const key of [
        'steps.chooseGuests',
        'wizard.guestsGridLabel',
        'header.menu',
        'steps.progress',
      ]) {
        expect(t(key)).toBe(i18n.t(key));
      }
      for (const of of [4, 5]) {
        for (const count of [1, 2, of]) {
          expect(t('steps.position', { count, of })).toBe(i18n.t('steps.position', { count, of }));
        }
      }
    },
  );

  it.each([
    ['pl', 3],
    ['en', 1],
  ])(
    'i18next finds no string where the %s form for %i is missing and only key_other is there (issue 16; doc 2 §9)',
    async (language, count) => {
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        fallbackLng: false,
        resources: { [language]: { common: { g_other: '{{count}} people' } } },
        defaultNS: 'common',
      });
      expect(i18n.exists('g', { count })).toBe(false);
      expect(i18n.t('g', { count })).toBe('g');
    },
  );
});

describe('issue 32: until i18next is in, the widget reads every common string as i18next does (doc 2 §9)', () => {
  const languages = languageFolders();

  /** Every key that resolves to a string, plural forms folded into their bare key. */
  function keysOf(tree: unknown, prefix = ''): string[] {
    return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
        : keysOf(value, `${prefix}${key}.`),
    );
  }

  it.each(languages)(
    '%s: each key of common.json, with counts 0 to 112 and its placeholders filled, left out or empty',
    async (language) => {
      const file = realLocale(language) as Record<string, unknown>;
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: language,
        fallbackLng: false,
        resources: { [language]: { common: file } },
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      const t = localeText(file, language);
      const keys = [...new Set(keysOf(file))];
      expect(keys.length).toBeGreaterThan(80);
      let compared = 0;
      // Collected, then asserted once: 11,000 expect() calls made this test time out under load.
      const differ: string[] = [];
      for (const key of keys) {
        const raw = JSON.stringify(lookupAll(file, key));
        const names = [...raw.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
        const filled = Object.fromEntries(names.map((name) => [name, `<${name} & {{x}}>`]));
        const cases: Record<string, unknown>[] = [{}, filled, { ...filled, [names[0] ?? 'x']: '' }];
        for (let count = 0; count <= 112; count++) cases.push({ ...filled, count });
        for (const values of cases) {
          // A string missing is its key to both (createI18n.ts shows the key, as i18next does).
          const ours = t(key, values) ?? key;
          const theirs = i18n.t(key, values);
          if (ours !== theirs) differ.push(`${key} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
          compared++;
        }
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(keys.length * 100);
    },
    30_000,
  );
});

/** The key's own value and its plural forms, for the placeholders they use. */
function lookupAll(file: Record<string, unknown>, key: string): unknown[] {
  const path = key.split('.');
  const last = path.pop()!;
  const parent = path.reduce<unknown>(
    (node, part) => (node as Record<string, unknown>)[part],
    file,
  ) as Record<string, unknown>;
  return Object.entries(parent)
    .filter(([name]) => name === last || name.startsWith(`${last}_`))
    .map(([, value]) => value);
}
