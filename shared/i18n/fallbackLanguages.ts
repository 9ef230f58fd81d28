import type { UiLanguage } from './languages.ts';

const chain: readonly UiLanguage[] = ['en', 'sv'];

/**
 * Languages to look a missing translation up in, after the language itself:
 * en, then sv (a language is never its own fallback).
 */
export function fallbackLanguages(language: string): UiLanguage[] {
  return chain.filter((code) => code !== language);
}
