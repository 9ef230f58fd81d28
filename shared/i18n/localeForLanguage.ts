import { DEFAULT_LOCALE, languageLocales } from './languages.ts';

/** The formatting locale of a booking language ('sv' → 'sv-SE'); en-GB when unknown. */
export function localeForLanguage(language: string | null | undefined): string {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(languageLocales, primary)
    ? languageLocales[primary as keyof typeof languageLocales]
    : DEFAULT_LOCALE;
}
