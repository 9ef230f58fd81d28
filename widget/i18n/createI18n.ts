import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { fallbackLanguages } from '../../shared/i18n/fallbackLanguages.ts';
import { uiLanguages, type UiLanguage } from '../../shared/i18n/languages.ts';
import { takePrefetched } from '../../shared/startup/prefetchRegistry.ts';

export const NAMESPACES = ['common'] as const;

// Locale files are immutable data: widgets on one page share the download (never the instance),
// so two widgets in one language fetch each file once. A failed download is forgotten.
const downloads = new Map<string, Promise<unknown>>();

function download(url: string, doFetch: typeof fetch): Promise<unknown> {
  let pending = downloads.get(url);
  if (!pending) {
    // The loader may have started this download while the bundle arrived.
    const early = takePrefetched<Response>(url)?.catch(() => doFetch(url)) ?? doFetch(url);
    pending = early.then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    pending.catch(() => downloads.delete(url));
    downloads.set(url, pending);
  }
  return pending;
}

/** Loads `locales/{lng}/{ns}.json` next to the bundle (doc 2 §7), one request per file. */
function fetchBackend(base: string, doFetch: typeof fetch): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      download(`${base}locales/${language}/${namespace}.json`, doFetch).then(
        (data) => callback(null, structuredClone(data) as Record<string, unknown>),
        (error: unknown) => callback(error as Error, false),
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
  await instance.use(fetchBackend(base, doFetch)).init({
    lng: language,
    // en, then sv (doc 2 §9); a key missing in every file shows the key, never blank.
    fallbackLng: (code) => fallbackLanguages(code),
    supportedLngs: [...uiLanguages],
    load: 'currentOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
