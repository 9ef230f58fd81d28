import { describe, expect, it } from 'vitest';
import { languageForLangChange } from '../../../../shared/i18n/languageForLangChange.ts';

describe('languageForLangChange', () => {
  it.each([
    ['doc2 §9 Languages: a supported language is switched to', 'sv', 'sv'],
    ['doc2 §9 Languages: a region tag uses its language', 'fi-FI', 'fi'],
    ['doc2 §9 Languages: fr-BE stays fr-BE', 'fr-be', 'fr-BE'],
    ['doc2 §9 Languages: unknown languages fall back to English', 'de', 'en'],
    ['doc2 §9 Languages: an unknown tag with a region falls back to English', 'pt-BR', 'en'],
    ['doc2 §9 Languages: an empty value keeps the language', '', null],
    ['doc2 §9 Languages: blanks keep the language', '  ', null],
    ['doc2 §9 Languages: a removed attribute keeps the language', null, null],
    ['doc2 §5 Validation: a markup-like value is discarded', '<script>', null],
  ])('%s', (_name, value, expected) => {
    expect(languageForLangChange(value)).toBe(expected);
  });
});
