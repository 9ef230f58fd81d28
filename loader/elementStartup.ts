import { startupRequests, type StartupRequests } from '../shared/startup/startupRequests.ts';
import { namespacedStorage } from '../shared/storage/namespacedStorage.ts';
import { storageKeys } from '../shared/storage/storageKeys.ts';

/**
 * The startup requests (settings, first locale file) of one `<booking-widget>` with this unit,
 * from its attributes and what the widget stored: the same URLs the widget computes, so what
 * the loader starts early is found waiting (loader/prefetchStartup.ts, the first paint).
 */
export function elementStartup(element: Element, unit: string, base: string): StartupRequests {
  const local = namespacedStorage(() => localStorage);
  return startupRequests({
    unit,
    apiBase: element.getAttribute('api-base'),
    lang: element.getAttribute('lang'),
    assetBase: base,
    // The stored API override is the widget's to check (issue 31): nothing starts from it here.
    stored: { apiBase: null, lang: local.get(storageKeys.lang) },
    browserLanguages: navigator.languages,
  });
}
