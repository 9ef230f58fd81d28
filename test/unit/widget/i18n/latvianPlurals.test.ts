import { describe, expect, it } from 'vitest';
import { localeStrings, PLURAL } from './localeStrings.ts';

/*
 * Issue 53: Latvian's CLDR `zero` category (0, 10–20, 30, 40…, 100…) counts in the genitive
 * plural when the counted noun stands in the nominative or accusative: "10 viesu", "20 bērnu",
 * as CLDR's own Latvian units write "{0} stundu", "{0} dienu". The files disagreed
 * (bookingActions "{{count}} viesu", common "{{count}} viesi"). The decision and its reasons are
 * in widget/locales/TRANSLATORS.md; a noun in another case (dative "viesiem", "laikiem") keeps
 * that case.
 */

const latvian = localeStrings(['lv']);
const english = new Map(localeStrings(['en']).map((s) => [s.key, s.text]));
const zeroForms = latvian.filter((s) => s.key.endsWith('_zero'));
const englishOther = (key: string) => english.get(key.replace(PLURAL, '_other'));

/** Nominative/accusative plurals that a `_zero` form must not put right after its count. */
const NOMINATIVE_AFTER_COUNT =
  /\{\{count\}\} (?:dažād(?:i|as|us) )?(?:viesi|bērni|laiki|rakstzīmes|veidi|veidus|izvēles|stundas|minūtes)\b/;

describe('lv `_zero` forms: the genitive plural of CLDR (issue 53)', () => {
  it('CLDR, as this engine has it, puts 0, 10–20 and 30 in `zero` and counts them in the genitive', () => {
    const rules = new Intl.PluralRules('lv');
    expect([0, 10, 11, 19, 20, 30, 100].map((n) => rules.select(n))).toEqual(Array(7).fill('zero'));
    expect([1, 21].map((n) => rules.select(n))).toEqual(['one', 'one']);
    const hours = new Intl.NumberFormat('lv', { style: 'unit', unit: 'hour', unitDisplay: 'long' });
    expect(hours.format(10)).toBe('10 stundu');
    expect(hours.format(2)).toBe('2 stundas');
  });

  const guestLabels = zeroForms.filter((s) => englishOther(s.key) === '{{count}} guests');
  const childLabels = zeroForms.filter((s) => englishOther(s.key) === '{{count}} children');

  it('finds the guest-count labels of every file (party step, summary, edit dialog)', () => {
    expect(guestLabels.map((s) => s.key).sort()).toEqual([
      'bookingActions:edit.guestsOption_zero',
      'common:summary.guests_zero',
      'common:wizard.guestsOption_zero',
    ]);
    expect(childLabels.length).toBeGreaterThanOrEqual(2);
  });

  it.each(guestLabels.map((s) => [s.key, s.text]))('%s is "{{count}} viesu"', (_key, text) => {
    expect(text).toBe('{{count}} viesu');
  });

  it.each(childLabels.map((s) => [s.key, s.text]))('%s is "{{count}} bērnu"', (_key, text) => {
    expect(text).toBe('{{count}} bērnu');
  });

  it.each(zeroForms.map((s) => [s.key, s.text]))(
    '%s puts no nominative plural after its count',
    (_key, text) => {
      expect(text).not.toMatch(NOMINATIVE_AFTER_COUNT);
    },
  );
});
