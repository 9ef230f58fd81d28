import { takePrefetched } from '../../shared/startup/prefetchRegistry.ts';

// Locale files are immutable data: widgets on one page share the download (never the instance),
// so two widgets in one language fetch each file once. A failed download is forgotten.
const downloads = new Map<string, Promise<unknown>>();

/** `locales/{language}/{namespace}.json` next to the bundle (doc 2 §7), parsed, once per page. */
export function downloadLocale(
  base: string,
  language: string,
  namespace: string,
  doFetch: typeof fetch,
): Promise<unknown> {
  const url = `${base}locales/${language}/${namespace}.json`;
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
