import { describe, expect, it } from 'vitest';
import { matchUiLanguage } from '../../../../shared/i18n/matchUiLanguage.ts';

describe('matchUiLanguage', () => {
  it.each([
    ['doc2 §9 Languages: exact code', 'et', 'et'],
    ['doc2 §9 Languages: nl-BE stays Belgian Dutch', 'nl-be', 'nl-BE'],
    ['doc2 §9 Languages: nl-NL is Dutch', 'nl-NL', 'nl'],
    ['doc2 §9 Languages: fr-FR is French', 'fr-FR', 'fr'],
    ['doc2 §9 Languages: nn maps to nb', 'nn-NO', 'nb'],
    ['doc2 §9 Languages: unsupported', 'de', null],
    ['doc2 §9 Languages: empty', '  ', null],
    ['doc2 §5 Markup-like values are discarded', 'sv<svg onload=alert(1)>', null],
  ])('%s', (_name, tag, expected) => {
    expect(matchUiLanguage(tag)).toBe(expected);
  });
});
