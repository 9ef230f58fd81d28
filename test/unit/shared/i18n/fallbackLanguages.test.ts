import { describe, expect, it } from 'vitest';
import { fallbackLanguages } from '../../../../shared/i18n/fallbackLanguages.ts';

describe('fallbackLanguages', () => {
  it.each([
    ['doc2 §9 Fallback chain: en, then sv', 'da', ['en', 'sv']],
    ['doc2 §9 Fallback chain: en falls back to sv only', 'en', ['sv']],
    ['doc2 §9 Fallback chain: sv falls back to en only', 'sv', ['en']],
    ['doc2 §9 Fallback chain: fr falls back to en, then sv', 'fr', ['en', 'sv']],
    ['doc2 §9 Fallback chain: fr-BE falls back to fr first', 'fr-BE', ['fr', 'en', 'sv']],
    ['doc2 §9 Fallback chain: nl-BE falls back to nl first', 'nl-BE', ['nl', 'en', 'sv']],
  ])('%s', (_name, language, expected) => {
    expect(fallbackLanguages(language)).toEqual(expected);
  });
});
