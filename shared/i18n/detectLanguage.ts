import { DEFAULT_LANGUAGE, type UiLanguage } from './languages.ts';
import { matchUiLanguage } from './matchUiLanguage.ts';

export interface LanguageSources {
  /** The lang query parameter. */
  param?: string | null;
  /** The language kept in local storage. */
  stored?: string | null;
  /** The browser's preferred languages, most preferred first. */
  browser?: readonly string[];
}

/** The interface language: query parameter, then storage, then browser, else sv. */
export function detectLanguage({ param, stored, browser = [] }: LanguageSources): UiLanguage {
  for (const candidate of [param, stored, ...browser]) {
    const match = matchUiLanguage(candidate);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
