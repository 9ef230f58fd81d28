import { describe, expect, it } from 'vitest';
import { PLURAL, localeStrings } from './localeStrings.ts';

/*
 * Issue 17 (2., 3.): times, dates and numbers are written by Intl in the language's locale
 * (18:00, da 18.00, fr 18 h), and a number a noun agrees with goes through plural selection
 * (lt 21 svečias, 22 svečiai). A translation string that writes a clock or date format itself,
 * or interpolates a number outside `count`, gets both wrong in some language.
 */
const handWritten: [string, RegExp][] = [
  ['a clock time written out (18:00, 18.00)', /\d{1,2}[:.]\d{2}(?!\d)/u],
  ['minutes after a placeholder ({{hour}}:00, {{hour}}.00)', /\}\}\s?[:.h]\s?\d/u],
  ['an hour mark after a placeholder ({{hour}} h)', /\}\}\s?h(?![\p{L}])/u],
  // A count "{{total}}/{{guests}}" or a label "{{max}}: {{item}}" is not a date; two slashes are.
  [
    'placeholders joined into a date or time ({{day}}.{{month}}, {{h}}:{{m}})',
    /\}\}[.:-]\{\{|\}\}\/\{\{\w+\}\}\//u,
  ],
  ['a date pattern (YYYY-MM-DD, DD.MM.)', /\b(?:YYYY|DD|MM|HH|hh|mm)\b|\d{4}-\d{2}-\d{2}/u],
];

// Names of interpolated values that are numbers; only `count` goes through plural selection.
const NUMBER_NAMES =
  /^(?:min|max|hour|hours|minute|minutes|day|days|guests|children|total|remaining|missing|choices|number|n|amountOf|quantity)$/;

const strings = localeStrings();

describe('issue 17: no hand-written time, date or number formats in any translation', () => {
  it('the check reads every language and namespace', () => {
    expect(new Set(strings.map((s) => s.language)).size).toBe(13);
    const namespaces = new Set(strings.map((s) => s.key.split(':')[0]));
    expect([...namespaces]).toEqual(
      expect.arrayContaining(['common', 'times', 'calendar', 'checkout', 'preorder']),
    );
    expect(strings.some((s) => s.key === 'times:hourGroup')).toBe(true);
  });

  it.each(handWritten)('no string contains %s', (_name, pattern) => {
    const found = strings
      .filter(({ text }) => pattern.test(text))
      .map(({ language, key, text }) => `${language} ${key}: ${text}`);
    expect(found).toEqual([]);
  });

  it('the patterns catch what issue 17 found', () => {
    const samples = [
      'Times from {{hour}}:00',
      'Ajat klo {{hour}}.00 alkaen',
      'Horaires à partir de {{hour}} h',
      '{{day}}.{{month}}.',
      'Open until 22:00',
    ];
    for (const sample of samples)
      expect(
        handWritten.some(([, pattern]) => pattern.test(sample)),
        sample,
      ).toBe(true);
    for (const fine of [
      'Times from {{time}}',
      '{{total}}/{{guests}} chosen',
      'Only {{max}}: {{item}}',
    ])
      expect(
        handWritten.some(([, pattern]) => pattern.test(fine)),
        fine,
      ).toBe(false);
  });

  it('every interpolated number goes through plural selection ({{count}})', () => {
    const found = strings.flatMap(({ language, key, text }) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => NUMBER_NAMES.test(name))
        .map((name) => `${language} ${key}: {{${name}}}`),
    );
    expect(found).toEqual([]);
  });

  it('{{count}} is only in plural keys, or in keys whose noun never follows it', () => {
    // "{{count}} or more guests": the noun comes after a comparative in every language
    // (lt "ir daugiau svečių", lv "vai vairāk viesu"), so no form of it depends on the number.
    // steps.position names the step before its number ("Step 2 of 5", Latvian "2. solis"): no agreement.
    const phrasedWithoutAgreement = new Set(['common:wizard.moreGuests', 'common:steps.position']);
    const found = strings
      .filter(({ key, text }) => /\{\{\s*count\s*\}\}/.test(text) && !PLURAL.test(key))
      .filter(({ key }) => !phrasedWithoutAgreement.has(key))
      .map(({ language, key }) => `${language} ${key}`);
    expect(found).toEqual([]);
  });
});
