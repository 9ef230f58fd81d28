import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../../../shared/i18n/languages.ts';
import { localeStrings, localesRoot } from './localeStrings.ts';

interface Entry {
  use: string;
  avoid: string[];
}
interface Glossary {
  terms: Record<string, string>;
  languages: Record<string, Record<string, Entry>>;
}

const glossary = JSON.parse(
  readFileSync(path.join(localesRoot, 'glossary.json'), 'utf8'),
) as Glossary;
const markdownPath = path.join(localesRoot, 'GLOSSARY.md');
const terms = Object.keys(glossary.terms);

// JavaScript's \b knows only ASCII letters: "kö" or "tú" need a Unicode word boundary.
const BOUNDARY = '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
// The form of address is told apart by case (sv "Ni" is formal you, "ni" in a word is not).
const pattern = (source: string, term: string) =>
  new RegExp(source.replaceAll('\\b', BOUNDARY), term === 'address' ? 'u' : 'iu');

/** The strings of a language that use a word the glossary rules out. */
function offences(language: string, strings: { key: string; text: string }[]): string[] {
  const entries = glossary.languages[language] ?? {};
  return Object.entries(entries).flatMap(([term, { avoid }]) =>
    avoid.flatMap((source) => {
      const regex = pattern(source, term);
      return strings
        .filter(({ text }) => regex.test(text))
        .map(({ key, text }) => `${language} ${key} (${term}: /${source}/): ${text}`);
    }),
  );
}

/** GLOSSARY.md as glossary.json says it: a table of terms by language. */
function renderMarkdown(): string {
  const head = ['Language', 'Address', ...terms.map((term) => glossary.terms[term])];
  const rows = uiLanguages.map((language) => {
    const entry = glossary.languages[language]!;
    return [language, entry.address!.use, ...terms.map((term) => entry[term]!.use)];
  });
  const line = (cells: (string | undefined)[]) => `| ${cells.join(' | ')} |`;
  return [
    '# Glossary',
    '',
    'One word per term and language (issue 17). New strings use these words from the start.',
    'Generated from `glossary.json`, which also lists the words to avoid;',
    '`test/unit/widget/i18n/glossary.test.ts` fails on a string that uses one of them, and on',
    'this file when it is out of step (`WRITE_GLOSSARY=1 npx vitest run',
    'test/unit/widget/i18n/glossary.test.ts` rewrites it).',
    '',
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
    '',
  ].join('\n');
}

describe('issue 17: the glossary (widget/locales/glossary.json, GLOSSARY.md)', () => {
  it.each(uiLanguages)('%s: every term and the form of address have one word', (language) => {
    const entry = glossary.languages[language];
    expect(entry, language).toBeDefined();
    expect(Object.keys(entry!).sort()).toEqual(['address', ...terms].sort());
    for (const [term, { use, avoid }] of Object.entries(entry!)) {
      expect(use.trim(), `${language} ${term}`).not.toBe('');
      for (const source of avoid) expect(() => pattern(source, term)).not.toThrow();
    }
  });

  // Every namespace file of the language, those other issues add included.
  it.each(uiLanguages)('%s: no string uses a word the glossary rules out', (language) => {
    const strings = localeStrings([language]);
    expect(strings.length).toBeGreaterThan(100);
    expect(offences(language, strings)).toEqual([]);
  });

  it.each([
    ['sv', 'Ställ dig i kö för 2 tider', 'waitingList'],
    ['fi', 'Liity jonoon (2 aikaa)', 'waitingList'],
    ['nl-BE', 'Inschrijven voor 2 uur', 'timeSlot'],
    ['fr-BE', 'M’inscrire pour 2 heures', 'timeSlot'],
    ['en', 'Join for {{count}} times', 'timeSlot'],
    ['nl', 'Wij helpen u graag', 'address'],
    ['nl-BE', 'Kies je tijdstip', 'address'],
    ['es', 'Si usted lo desea', 'address'],
  ])('issue 17: the %s glossary catches "%s" (%s)', (language, text, term) => {
    expect(offences(language, [{ key: 'sample', text }]).join()).toContain(`(${term}:`);
  });

  it('Swedish "Ni" is formal address, a word containing "ni" is not', () => {
    expect(offences('sv', [{ key: 'sample', text: 'Vill Ni boka?' }])).toHaveLength(1);
    expect(offences('sv', [{ key: 'sample', text: 'Uppgifterna i din bokning' }])).toEqual([]);
  });

  // Compared with Prettier's table padding taken out, so formatting the file keeps it in step.
  const normalise = (markdown: string) =>
    markdown
      .split('\n')
      .map((line) => line.replace(/-{3,}/g, '---').replace(/\s+/g, ' ').trim())
      .join('\n')
      .trim();

  it('GLOSSARY.md is in step with glossary.json', () => {
    const expected = renderMarkdown();
    if (process.env.WRITE_GLOSSARY) writeFileSync(markdownPath, expected);
    expect(normalise(readFileSync(markdownPath, 'utf8'))).toBe(normalise(expected));
  });
});
