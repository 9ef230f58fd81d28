import { isMarkupLike } from './isMarkupLike.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type UiLanguage } from './languages.ts';
import { matchUiLanguage } from './matchUiLanguage.ts';

export interface LanguageSources {
  /** The lang query parameter. */
  param?: string | null;
  /** The language kept in local storage. */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first. */
  browser?: readonly string[];
}

/**
 * The interface language (doc 2 §9): the first supported one of the query parameter, storage
 * and the browser's languages. A language was asked for but none is supported (a de-DE
 * browser, ?lang=xx): en, as unknown languages fall back to en-GB. Nothing asked for at all:
 * sv, the default. Markup-like values are discarded, as if absent (doc 2 §5).
 */
export function detectLanguage({ param, stored, browser = [] }: LanguageSources): UiLanguage {
  let askedFor = false;
  for (const candidate of [param, stored, ...browser]) {
    const match = matchUiLanguage(candidate);
    if (match) return match;
    const value = (candidate ?? '').trim();
    if (value !== '' && !isMarkupLike(value)) askedFor = true;
  }
  return askedFor ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE;
}
