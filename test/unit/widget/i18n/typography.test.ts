import { describe, expect, it } from 'vitest';
import { uiLanguages } from '../../../../shared/i18n/languages.ts';
import { localeStrings } from './localeStrings.ts';

/*
 * Issue 53: typography by rule, one rule per language, held over every string of every file.
 *
 * French (fr, fr-BE), after the Imprimerie nationale's rules as French software writes them:
 * U+00A0 (no-break space) before `:`; U+202F (narrow no-break space) before `; ? !` and inside
 * « ». Never an ordinary space, so the mark cannot wrap onto a line of its own.
 *
 * Every language: the apostrophe is the typographic ’ (CLDR's `apostrophe`, U+2019), never the
 * typewriter ' or "; quotation marks are the language's own pair (CLDR delimiters
 * quotationStart / quotationEnd).
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const QUOTES: Record<string, readonly [string, string]> = {
  en: ['“', '”'],
  sv: ['”', '”'],
  fi: ['”', '”'],
  da: ['“', '”'],
  nb: ['«', '»'],
  es: ['«', '»'],
  et: ['„', '“'],
  lt: ['„', '“'],
  lv: ['“', '”'],
  nl: ['‘', '’'],
  'nl-BE': ['‘', '’'],
  fr: ['«', '»'],
  'fr-BE': ['«', '»'],
};
const QUOTE_MARKS = /[“”„«»‘‚‹›]/gu;

// Placeholders and nestings are code, not prose: `$t(common:key)` holds a namespace colon.
const prose = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '{}');

/** Where a French string breaks the rule, as `…context…` snippets (empty when it holds). */
function frenchFaults(text: string): string[] {
  const s = prose(text);
  const faults: string[] = [];
  const at = (i: number) => faults.push(`…${s.slice(Math.max(0, i - 8), i + 3)}…`);
  for (let i = 0; i < s.length; i++) {
    const mark = s[i]!;
    const before = s[i - 1];
    // A colon between digits or in an address (18:00, https://) is no punctuation.
    if (mark === ':' && !/^[\d/]/.test(s[i + 1] ?? '') && before !== NBSP) at(i);
    if (';?!'.includes(mark) && before !== NNBSP) at(i);
    if (mark === '«' && s[i + 1] !== NNBSP) at(i);
    if (mark === '»' && before !== NNBSP) at(i);
  }
  return faults;
}

describe('issue 53: typography by rule', () => {
  it.each([
    ['Heure\u00a0:', 0],
    ['Heure :', 1],
    ['Heure:', 1],
    ['Annuler\u202f?', 0],
    ['Annuler\u00a0?', 1],
    ['Vraiment ! Oui ; non', 2],
    ['Cliquez sur «\u202fContinuer\u202f»', 0],
    ['Cliquez sur « Continuer »', 2],
    ['à 18:00, https://x.fr $t(common:key) {{time}}', 0],
  ])('the French rule reads %j: %i fault(s)', (text, count) => {
    expect(frenchFaults(text)).toHaveLength(count);
  });

  it.each(['fr', 'fr-BE'])('%s: no-break spaces before : ; ? ! and inside « »', (language) => {
    const strings = localeStrings([language]);
    expect(strings.length).toBeGreaterThan(100);
    const faults = strings.flatMap(({ key, text }) =>
      frenchFaults(text).map((fault) => `${key}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });

  it.each(uiLanguages)('%s: the apostrophe is ’, quotes are the language’s pair', (language) => {
    const [open, close] = QUOTES[language]!;
    const faults = localeStrings([language]).flatMap(({ key, text }) => {
      const s = prose(text);
      const wrong = [...s.matchAll(/['"]/g), ...s.matchAll(QUOTE_MARKS)]
        .map(([mark]) => mark)
        .filter((mark) => mark !== open && mark !== close);
      return wrong.length > 0 ? [`${key}: ${wrong.join(' ')} in ${text}`] : [];
    });
    expect(faults).toEqual([]);
  });
});
