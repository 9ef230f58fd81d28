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
    ['doc2 §9 Languages: the interface language fr formats in fr-FR', 'fr', 'fr-FR'],
    ['doc2 §9 Languages: the interface language fr-BE formats in fr-BE', 'fr-BE', 'fr-BE'],
    ['doc2 §9 Languages: the interface language nl-BE formats in nl-BE', 'nl-BE', 'nl-BE'],
    ['doc2 §9 Languages: fr-BE in any case and with _', 'FR_be', 'fr-BE'],
    ['doc2 §9 Languages: another French region formats as fr-FR', 'fr-CA', 'fr-FR'],
    ['doc2 §9 Languages: another Dutch region formats as nl-NL', 'nl-SR', 'nl-NL'],
    ['doc2 §9 Languages: a prototype name is unknown', 'constructor', 'en-GB'],
    ['doc2 §9 Languages: empty falls back to en-GB', '', 'en-GB'],
    ['doc2 §9 Languages: null falls back to en-GB', null, 'en-GB'],
  ])('%s', (_name, language, expected) => {
    expect(localeForLanguage(language)).toBe(expected);
  });
});
