import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../../../shared/i18n/languages.ts';

const root = path.resolve('widget/locales');
const namespaces = readdirSync(path.join(root, 'en')).map((file) => file.replace(/\.json$/, ''));
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

const load = (language: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8')) as Tree);

/** What a language must have: plain keys as in en, and every CLDR plural form of each plural key. */
function expectedKeys(language: string, english: Map<string, string>): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) {
      const base = key.replace(PLURAL, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('locales/%s.json (shell i18n: every key in every language)', (ns) => {
  const english = load('en', ns);
  it.each(uiLanguages.filter((l) => l !== 'en'))(
    '%s has every key, no extra, no empty value',
    (language) => {
      const translated = load(language, ns);
      expect([...translated.keys()].sort()).toEqual(expectedKeys(language, english));
      for (const [key, value] of translated)
        expect(value.trim(), `${language} ${key}`).not.toBe('');
    },
  );

  // Only namespaces whose English text has placeholders get this check (privacy has none).
  const withPlaceholders = [...english.values()].some((text) => placeholders(text).length > 0);
  const placeholderLanguages = withPlaceholders ? uiLanguages.filter((l) => l !== 'en') : [];
  it.each(placeholderLanguages)('%s keeps every {{placeholder}}', (language) => {
    const translated = load(language, ns);
    let checked = 0;
    for (const [key, value] of english) {
      const base = key.replace(PLURAL, '');
      const matches = [...translated].filter(([k]) => k === key || k.replace(PLURAL, '') === base);
      for (const [, text] of matches) {
        // The count of a plural form may be written out ("one guest"), so it may be left out.
        const wanted = placeholders(value).filter((p) => !(PLURAL.test(key) && p === 'count'));
        for (const name of wanted) {
          expect(placeholders(text), `${language} ${key}`).toContain(name);
          checked += 1;
        }
      }
    }
    // A namespace with no placeholder at all, or a regex that stopped matching, checks nothing.
    expect(checked, `${language} ${ns}: placeholders checked`).toBeGreaterThan(0);
  });

  it.each(uiLanguages.filter((l) => l !== 'en' && !l.startsWith('en')))(
    '%s is translated: no sentence left in English',
    (language) => {
      const translated = load(language, ns);
      const same = [...english].filter(
        ([key, value]) =>
          !key.startsWith('languages.') &&
          value.split(' ').length > 2 &&
          translated.get(key) === value,
      );
      expect(same).toEqual([]);
    },
  );
});

it('the placeholder check has something to check: English uses {{placeholders}}', () => {
  const used = namespaces.filter((ns) =>
    [...load('en', ns).values()].some((text) => placeholders(text).length > 0),
  );
  expect(used.length).toBeGreaterThan(0);
});
