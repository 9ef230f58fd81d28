import { detectLanguage } from '../i18n/detectLanguage.ts';
import type { UiLanguage } from '../i18n/languages.ts';

export interface StartupInput {
  unit: string;
  /** The element's api-base attribute. */
  apiBase?: string | null | undefined;
  /** The element's lang attribute (or the lang query parameter). */
  lang?: string | null | undefined;
  /** The folder the bundle and locales/ are served from. */
  assetBase: string;
  stored: { apiBase: string | null; lang: string | null };
  browserLanguages: readonly string[];
}

export interface StartupRequests {
  apiBase: string;
  language: UiLanguage;
  settingsUrl: string;
  /**
   * The first screen's locale files: the language's own, one per namespace (issue 16). Its
   * fallbacks (en, sv) load later, and only for a key the own file lacks (widget/i18n).
   */
  localeUrls: string[];
}

/**
 * What a widget needs before its first step, computed the same way by the loader (which starts
 * these requests while the bundle downloads) and by the widget (which then finds them ready).
 */
export function startupRequests(input: StartupInput): StartupRequests {
  // A developer may point the widget at another API from the console (doc 1 §7).
  const apiBase = (
    input.apiBase ||
    input.stored.apiBase ||
    `${input.assetBase.replace(/\/?$/, '/')}api/v1`
  ).replace(/\/+$/, '');
  const language = detectLanguage({
    param: input.lang,
    stored: input.stored.lang,
    browser: input.browserLanguages,
  });
  return {
    apiBase,
    language,
    settingsUrl: `${apiBase}/booking/externalBookingSettings/${encodeURIComponent(input.unit)}`,
    localeUrls: [`${input.assetBase}locales/${language}/common.json`],
  };
}
