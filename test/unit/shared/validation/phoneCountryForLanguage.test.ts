import { describe, expect, it } from 'vitest';
import { phoneCountryForLanguage } from '../../../../shared/validation/phoneCountryForLanguage.ts';

describe('phoneCountryForLanguage', () => {
  it.each([
    ['doc1 §5 Phone country: en GB', 'en', 'GB'],
    ['doc1 §5 Phone country: sv SE', 'sv', 'SE'],
    ['doc1 §5 Phone country: nb NO', 'nb', 'NO'],
    ['doc1 §5 Phone country: da DK', 'da', 'DK'],
    ['doc1 §5 Phone country: fi FI', 'fi', 'FI'],
    ['doc1 §5 Phone country: es ES', 'es', 'ES'],
    ['doc1 §5 Phone country: nl NL', 'nl', 'NL'],
    ['doc1 §5 Phone country: et EE', 'et', 'EE'],
    ['doc1 §5 Phone country: lt LT', 'lt', 'LT'],
    ['doc1 §5 Phone country: lv LV', 'lv', 'LV'],
    ['doc1 §5 Phone country: region tag uses its language', 'nl-BE', 'NL'],
    ['doc1 §5 Phone country: unlisted language falls back to SE', 'fr', 'SE'],
    ['doc1 §5 Phone country: no language falls back to SE', undefined, 'SE'],
  ])('%s', (_name, language, expected) => {
    expect(phoneCountryForLanguage(language)).toBe(expected);
  });
});
