import { isMarkupLike } from './isMarkupLike.ts';
import { FALLBACK_LANGUAGE, type UiLanguage } from './languages.ts';
import { matchUiLanguage } from './matchUiLanguage.ts';

/**
 * The language a `lang` attribute changed after start switches to (doc 2 §9): the supported
 * language it names, en for an unknown one, or null (keep the current one) when it was removed,
 * left empty or looks like markup (doc 2 §5: discarded, as if absent).
 */
export function languageForLangChange(value: string | null | undefined): UiLanguage | null {
  const tag = (value ?? '').trim();
  if (tag === '' || isMarkupLike(tag)) return null;
  return matchUiLanguage(tag) ?? FALLBACK_LANGUAGE;
}
