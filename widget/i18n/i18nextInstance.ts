import i18next, { type BackendModule, type i18n as I18next, type ReadCallback } from 'i18next';
import { fallbackLanguages } from '../../shared/i18n/fallbackLanguages.ts';
import { uiLanguages } from '../../shared/i18n/languages.ts';
import { downloadLocale } from './downloadLocale.ts';
import { announceFallback, type Announcer } from './fallbackLoaded.ts';
import { fallbackLoader, type LoadFallback } from './fallbackLoader.ts';

const NAMESPACES = ['common'] as const;

/**
 * Reads the locale files of the widget's own language only (doc 2 §7). i18next asks for the
 * fallback languages too; they get nothing here (and are asked again on the next load), so a
 * complete language costs one request per namespace (issue 16). When the own file cannot be
 * read, its first fallback is fetched before i18next hears of the failure, so the screen opens
 * with fallback text instead of raw keys.
 */
function ownLanguageBackend(
  isOwn: (language: string) => boolean,
  download: (language: string, namespace: string) => Promise<unknown>,
  onFailure: (language: string, namespace: string) => Promise<void>,
): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isOwn(language)) return callback(null, false);
      download(language, namespace).then(
        (data) => callback(null, structuredClone(data) as Record<string, unknown>),
        (error: unknown) =>
          void onFailure(language, namespace).then(() => callback(error as Error, false)),
      );
    },
  };
}

export interface I18nextOptions {
  language: string;
  /** Folder holding `locales/`. */
  base: string;
  fetch: typeof fetch;
  /**
   * Set when the first screens' download of the own `common` file failed: i18next hears of that
   * failure rather than asking again (a download that worked is shared: downloadLocale.ts).
   */
  commonFailed?: { error: unknown } | undefined;
  /** Told of each fallback file added (the widget's translations, which screens listen to). */
  announceTo: Announcer;
}

/**
 * A fresh i18next instance for one `<booking-widget>` (a lazy chunk: the first screens translate
 * without it, createI18n.ts): two widgets in two languages on one page never share it, and the
 * global i18next is never touched.
 */
export async function createI18next({
  language,
  base,
  fetch: doFetch,
  commonFailed,
  announceTo,
}: I18nextOptions): Promise<I18next> {
  const instance = i18next.createInstance();
  // The language being switched to counts as the widget's own while its files load.
  let changingTo: string | undefined;
  instance.on('languageChanging', (code: string) => {
    changingTo = code;
  });
  const isOwn = (code: string) => code === instance.language || code === changingTo;
  // Fallback files are rare (every language is complete today); their code is in this lazy
  // chunk, which the first step does not wait for.
  const loadFallback: LoadFallback = fallbackLoader(instance, {
    chain: fallbackLanguages,
    download: (code, ns) => downloadLocale(base, code, ns, doFetch),
    announce: (code, ns) => announceFallback(announceTo, code, ns),
  });
  const ownFailed = new Set<string>();
  let failed = commonFailed;
  const download = (code: string, namespace: string) => {
    const known = code === language && namespace === 'common' ? failed : undefined;
    failed = undefined;
    return known ? Promise.reject(known.error) : downloadLocale(base, code, namespace, doFetch);
  };
  const backend = ownLanguageBackend(isOwn, download, (code, namespace) => {
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
