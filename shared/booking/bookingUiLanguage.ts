import { FALLBACK_LANGUAGE, type UiLanguage } from '../i18n/languages.ts';
import { matchUiLanguage } from '../i18n/matchUiLanguage.ts';

/**
 * The interface language of the booking page: the booking's own language (doc 2 §2, §3
 * `language`, default en), so a guest who booked in English reads English in any browser.
 * An unknown code reads as en (doc 2 §9: unknown languages fall back to en-GB).
 */
export function bookingUiLanguage(language: string | null | undefined): UiLanguage {
  return matchUiLanguage(language ?? '') ?? FALLBACK_LANGUAGE;
}
