import type { UiLanguage } from './languages.ts';

// ru is listed by the spec although no Russian translation ships; callers fall back from it.
const languageByCountry: Readonly<Record<string, UiLanguage | 'ru'>> = {
  no: 'nb',
  se: 'sv',
  dk: 'da',
  fi: 'fi',
  es: 'es',
  nl: 'nl',
  be: 'fr',
  ee: 'et',
  ru: 'ru',
  lt: 'lt',
  lv: 'lv',
};

/** The language of a country or market code ('NO' → 'nb'), or null when not listed. */
export function countryToLanguage(country: string | null | undefined): UiLanguage | 'ru' | null {
  return languageByCountry[(country ?? '').trim().toLowerCase()] ?? null;
}
