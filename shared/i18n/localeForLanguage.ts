import { DEFAULT_LOCALE, languageLocales } from './languages.ts';

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
    return languageLocales[primary as keyof typeof languageLocales];
  return interfaceLocales.get(tag) ?? interfaceLocales.get(primary) ?? DEFAULT_LOCALE;
}
