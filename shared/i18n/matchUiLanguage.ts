import { isMarkupLike } from './isMarkupLike.ts';
import { uiLanguages, type UiLanguage } from './languages.ts';

// Browsers report Norwegian as no or nn as often as nb; the widget only has Bokmål.
const aliases: Readonly<Record<string, UiLanguage>> = { no: 'nb', nn: 'nb' };

/**
 * The supported interface language a tag names ('sv-SE' → 'sv', 'FR-be' → 'fr-BE'),
 * or null when it names none or looks like markup.
 */
export function matchUiLanguage(tag: string | null | undefined): UiLanguage | null {
  const value = (tag ?? '').trim().replace('_', '-');
  if (value === '' || isMarkupLike(value)) return null;
  const lower = value.toLowerCase();
  const exact = uiLanguages.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0] ?? '';
  return uiLanguages.find((code) => code === primary) ?? aliases[primary] ?? null;
}
