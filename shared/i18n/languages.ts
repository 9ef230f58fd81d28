/** doc 2 §9: the languages a booking can be in, with the locale used for dates and amounts. */
export const languageLocales = {
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
} as const;
export type Language = keyof typeof languageLocales;

/** Booking languages plus the interface-only French, French (Belgium) and Dutch (Belgium). */
export const uiLanguages = [
  ...(Object.keys(languageLocales) as Language[]),
  'fr',
  'fr-BE',
  'nl-BE',
] as const;
export type UiLanguage = Language | 'fr' | 'fr-BE' | 'nl-BE';

/** doc 2 §9: the language when none was detected at all. */
export const DEFAULT_LANGUAGE = 'sv' satisfies UiLanguage;
/** doc 2 §9: the language for an unknown one ("unknown languages fall back to en-GB"). */
export const FALLBACK_LANGUAGE = 'en' satisfies UiLanguage;
export const DEFAULT_LOCALE = 'en-GB';
