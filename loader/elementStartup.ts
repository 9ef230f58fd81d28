import { startupRequests, type StartupRequests } from '../shared/startup/startupRequests.ts';
import { readStored } from '../shared/storage/namespacedStorage.ts';
import { LANG_KEY } from '../shared/storage/storageKeys.ts';

/**
 * The startup requests (settings, first locale file) of one `<booking-widget>` with this unit,
 * from its attributes and what the widget stored: the same URLs the widget computes, so what
 * the loader starts early is found waiting (loader/prefetchStartup.ts, the first paint).
 */
export function elementStartup(element: Element, unit: string, base: string): StartupRequests {
  return startupRequests({
    unit,
    apiBase: element.getAttribute('api-base'),
    lang: element.getAttribute('lang'),
    assetBase: base,
    // The stored API override is the widget's to check (issue 31): nothing starts from it here.
    stored: { apiBase: null, lang: readStored(() => localStorage, LANG_KEY) },
    browserLanguages: navigator.languages,
  });
}
