import { describe, expect, it } from 'vitest';
import { detectLanguage, type LanguageSources } from '../../../../shared/i18n/detectLanguage.ts';

describe('detectLanguage', () => {
  it.each<[string, LanguageSources, string]>([
    ['doc2 §9 Default language is sv when nothing is known', {}, 'sv'],
    [
      'doc2 §9 Detection: query parameter first',
      { param: 'da', stored: 'fi', browser: ['nb'] },
      'da',
    ],
    ['doc2 §9 Detection: local storage second', { stored: 'fi', browser: ['nb'] }, 'fi'],
    ['doc2 §9 Detection: browser third', { browser: ['nb-NO', 'en'] }, 'nb'],
    [
      'doc2 §9 Detection: first supported browser language wins',
      { browser: ['de-DE', 'lv'] },
      'lv',
    ],
    ['doc2 §9 Detection: unsupported param falls through', { param: 'de', stored: 'et' }, 'et'],
    [
      'doc2 §5 Detection: markup-like param is discarded',
      { param: '<script>', stored: 'lt' },
      'lt',
    ],
    [
      'doc2 §5 Detection: markup-like stored value is discarded',
      { stored: 'en"><img', browser: ['es'] },
      'es',
    ],
    ['doc2 §9 UI languages include fr', { param: 'fr' }, 'fr'],
    ['doc2 §9 UI languages include fr-BE (any case)', { param: 'FR-be' }, 'fr-BE'],
    ['doc2 §9 UI languages include nl-BE', { browser: ['nl-BE'] }, 'nl-BE'],
    ['doc2 §9 Detection: region variant maps to its language', { param: 'en-US' }, 'en'],
    ['doc2 §9 Detection: Norwegian "no" browser tag maps to nb', { browser: ['no'] }, 'nb'],
    ['doc2 §9 Detection: underscore tag', { param: 'sv_SE' }, 'sv'],
    [
      'doc2 §9 Unknown languages fall back to en-GB: no source is supported',
      { param: 'xx', browser: ['de'] },
      'en',
    ],
    ['doc2 §9 Unknown languages fall back to en-GB: a de-DE browser', { browser: ['de-DE'] }, 'en'],
    ['doc2 §9 Unknown languages fall back to en-GB: ?lang=xx alone', { param: 'xx' }, 'en'],
    ['doc2 §9 Unknown languages fall back to en-GB: unknown stored value', { stored: 'zz' }, 'en'],
    [
      'doc2 §9 Unknown languages fall back to en-GB: Russian has no interface',
      { browser: ['ru-RU', 'de'] },
      'en',
    ],
    [
      'doc2 §9 Default sv only when nothing was detected: empty values',
      { param: '', stored: ' ', browser: [] },
      'sv',
    ],
    [
      'doc2 §9 Default sv only when nothing was detected: null sources',
      { param: null, stored: null },
      'sv',
    ],
    [
      'doc2 §5 A discarded markup-like value detects nothing: default sv',
      { param: '<script>alert(1)</script>' },
      'sv',
    ],
    [
      'doc2 §9 A supported browser language wins over an unknown parameter',
      { param: 'xx', browser: ['de-DE', 'sv-SE'] },
      'sv',
    ],
  ])('%s', (_name, sources, expected) => {
    expect(detectLanguage(sources)).toBe(expected);
  });
});
