import type { UiLanguage } from './languages.ts';

const chain: readonly UiLanguage[] = ['en', 'sv'];

/**
 * Languages to look a missing translation up in, after the language itself: a regional
 * language's own language first (fr-BE → fr, nl-BE → nl), then en, then sv (doc 2 §9; a
 * language is never its own fallback). Their files are fetched only when the language's own
 * file lacks a key (widget/i18n/createI18n.ts), never before the first step (issue 16).
 */
export function fallbackLanguages(language: string): UiLanguage[] {
  // Every regional interface language (fr-BE, nl-BE) has its language among the others.
  const primary = language.split('-')[0] as UiLanguage;
  const parent = primary === language ? [] : [primary];
  return [...parent, ...chain.filter((code) => code !== primary)];
}
