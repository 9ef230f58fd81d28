/** doc 2 §9: the languages a booking can be in (their locales: localeForLanguage.ts). */
const bookingLanguages = ['en', 'sv', 'nb', 'da', 'fi', 'es', 'nl', 'et', 'lt', 'lv'] as const;
export type Language = (typeof bookingLanguages)[number];

/** Booking languages plus the interface-only French, French (Belgium) and Dutch (Belgium). */
export const uiLanguages = [...bookingLanguages, 'fr', 'fr-BE', 'nl-BE'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** doc 2 §9: the language when none was detected at all. */
export const DEFAULT_LANGUAGE = 'sv' satisfies UiLanguage;
/** doc 2 §9: the language for an unknown one ("unknown languages fall back to en-GB"). */
export const FALLBACK_LANGUAGE = 'en' satisfies UiLanguage;
export const DEFAULT_LOCALE = 'en-GB';
