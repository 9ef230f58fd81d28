import { DEFAULT_LOCALE, type Language } from './languages.ts';

/**
 * doc 2 §9: the locale of each booking language, for dates and amounts. Here, not beside the
 * list of languages, so the loader (which needs the list alone) carries no locale (issue 50).
 */
const languageLocales: Record<Language, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  nb: 'nb-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  es: 'es-ES',
  nl: 'nl-NL',
  et: 'et-EE',
  lt: 'lt-LT',
  lv: 'lv-LV',
};

// The interface-only languages format in their own locale too: French dates are French, and
// Belgian French and Dutch use the Belgian conventions.
const interfaceLocales = new Map([
  ['fr', 'fr-FR'],
  ['fr-be', 'fr-BE'],
  ['nl-be', 'nl-BE'],
]);

/**
 * The formatting locale of an interface language ('sv' → 'sv-SE', 'fr-BE' → 'fr-BE'); en-GB
 * when unknown.
 */
export function localeForLanguage(language: string | null | undefined): string {
  const tag = (language ?? '').trim().toLowerCase().replace('_', '-');
  const primary = tag.split('-')[0] ?? '';
  if (Object.hasOwn(languageLocales, primary) && !interfaceLocales.has(tag))
    return languageLocales[primary as Language];
  return interfaceLocales.get(tag) ?? interfaceLocales.get(primary) ?? DEFAULT_LOCALE;
}
