import { describe, expect, it } from 'vitest';
import { countryToLanguage } from '../../../../shared/i18n/countryToLanguage.ts';

describe('countryToLanguage', () => {
  it.each([
    ['doc2 §9 Country to language: no nb', 'no', 'nb'],
    ['doc2 §9 Country to language: se sv', 'se', 'sv'],
    ['doc2 §9 Country to language: dk da', 'dk', 'da'],
    ['doc2 §9 Country to language: fi fi', 'fi', 'fi'],
    ['doc2 §9 Country to language: es es', 'es', 'es'],
    ['doc2 §9 Country to language: nl nl', 'nl', 'nl'],
    ['doc2 §9 Country to language: be fr', 'be', 'fr'],
    ['doc2 §9 Country to language: ee et', 'ee', 'et'],
    ['doc2 §9 Country to language: ru ru', 'ru', 'ru'],
    ['doc2 §9 Country to language: lt lt', 'lt', 'lt'],
    ['doc2 §9 Country to language: lv lv', 'lv', 'lv'],
    ['doc2 §9 Country to language: upper case', 'NO', 'nb'],
    ['doc2 §9 Country to language: unlisted country', 'us', null],
    ['doc2 §9 Country to language: missing', null, null],
  ])('%s', (_name, country, expected) => {
    expect(countryToLanguage(country)).toBe(expected);
  });
});
