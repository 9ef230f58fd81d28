import { describe, expect, it } from 'vitest';
import { localeForLanguage } from '../../../../shared/i18n/localeForLanguage.ts';

describe('localeForLanguage', () => {
  it.each([
    ['doc2 §9 Languages: en maps to en-GB', 'en', 'en-GB'],
    ['doc2 §9 Languages: sv maps to sv-SE', 'sv', 'sv-SE'],
    ['doc2 §9 Languages: nb maps to nb-NO', 'nb', 'nb-NO'],
    ['doc2 §9 Languages: da maps to da-DK', 'da', 'da-DK'],
    ['doc2 §9 Languages: fi maps to fi-FI', 'fi', 'fi-FI'],
    ['doc2 §9 Languages: es maps to es-ES', 'es', 'es-ES'],
    ['doc2 §9 Languages: nl maps to nl-NL', 'nl', 'nl-NL'],
    ['doc2 §9 Languages: et maps to et-EE', 'et', 'et-EE'],
    ['doc2 §9 Languages: lt maps to lt-LT', 'lt', 'lt-LT'],
    ['doc2 §9 Languages: lv maps to lv-LV', 'lv', 'lv-LV'],
    ['doc2 §9 Languages: region tag uses its language', 'sv-FI', 'sv-SE'],
    ['doc2 §9 Languages: case-insensitive', 'NB', 'nb-NO'],
    ['doc2 §9 Languages: unknown falls back to en-GB', 'de', 'en-GB'],
    ['doc2 §9 Languages: fr is UI-only so falls back to en-GB', 'fr', 'en-GB'],
    ['doc2 §9 Languages: empty falls back to en-GB', '', 'en-GB'],
    ['doc2 §9 Languages: null falls back to en-GB', null, 'en-GB'],
  ])('%s', (_name, language, expected) => {
    expect(localeForLanguage(language)).toBe(expected);
  });
});
