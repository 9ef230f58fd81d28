import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { fallbackLanguages } from '../../shared/i18n/fallbackLanguages.ts';
import { uiLanguages, type UiLanguage } from '../../shared/i18n/languages.ts';
import { downloadLocale } from './downloadLocale.ts';
import { announceFallback } from './fallbackLoaded.ts';
import type { LoadFallback } from './fallbackLoader.ts';

export const NAMESPACES = ['common'] as const;

/**
 * Reads the locale files of the widget's own language only (doc 2 §7). i18next asks for the
 * fallback languages too; they get nothing here (and are asked again on the next load), so a
 * complete language costs one request per namespace (issue 16). When the own file cannot be
 * read, its first fallback is fetched before i18next hears of the failure, so the screen opens
 * with fallback text instead of raw keys.
 */
function ownLanguageBackend(
  isOwn: (language: string) => boolean,
  base: string,
  doFetch: typeof fetch,
  onFailure: (language: string, namespace: string) => Promise<void>,
): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isOwn(language)) return callback(null, false);
      downloadLocale(base, language, namespace, doFetch).then(
        (data) => callback(null, structuredClone(data) as Record<string, unknown>),
        (error: unknown) =>
          void onFailure(language, namespace).then(() => callback(error as Error, false)),
      );
    },
  };
}

export interface I18nOptions {
  language: UiLanguage;
  /** Folder holding `locales/`. */
  base: string;
  fetch?: typeof fetch;
}

/**
 * A fresh i18next instance for one `<booking-widget>`: two widgets in two languages on one page
 * never share it, and the global i18next is never touched.
 */
export async function createI18n({ language, base, fetch: doFetch = fetch }: I18nOptions) {
  const instance: I18n = i18next.createInstance();
  // The language being switched to counts as the widget's own while its files load.
  let changingTo: string | undefined;
  instance.on('languageChanging', (code: string) => {
    changingTo = code;
  });
  const isOwn = (code: string) => code === instance.language || code === changingTo;
  // Fallback files are rare (every language is complete today): their code loads on first need.
  let loader: Promise<LoadFallback> | undefined;
  const loadFallback = (namespace: string, own: string) =>
    (loader ??= import('./fallbackLoader.ts').then((m) =>
      m.fallbackLoader(instance, {
        chain: fallbackLanguages,
        download: (code, ns) => downloadLocale(base, code, ns, doFetch),
        announce: (code, ns) => announceFallback(instance, code, ns),
      }),
    ))
      .then((load) => load(namespace, own))
      .catch(() => {
        loader = undefined;
      });
  const ownFailed = new Set<string>();
  const backend = ownLanguageBackend(isOwn, base, doFetch, (code, namespace) => {
    ownFailed.add(`${code}|${namespace}`);
    return loadFallback(namespace, code);
  });
  await instance.use(backend).init({
    lng: language,
    // en, then sv (doc 2 §9); a key missing in every file shows the key, never blank.
    fallbackLng: (code) => fallbackLanguages(code),
    supportedLngs: [...uiLanguages],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key the own file lacks (doc 2 §9) fetches the next fallback file of its namespace, and
    // the screens render again when it arrives (fallbackLoaded.ts). Before the own file is in,
    // every key is missing, which says nothing about the file.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace) => {
      const own = instance.language;
      if (instance.hasResourceBundle(own, namespace) || ownFailed.has(`${own}|${namespace}`))
        void loadFallback(namespace, own);
    },
  });
  return instance;
}
