import { ELEMENT_NAME } from '../shared/element/elementAttributes.ts';
import { registerPrefetch } from '../shared/startup/prefetchRegistry.ts';
import { elementStartup } from './elementStartup.ts';

// What was started, by URL, for the page's life: a modal's element asked for again (loader
// modes.ts) or a second widget of the same venue finds it started.
const started = new Set<string>();

/**
 * Starts each widget's settings and first locale files now, so they download in parallel with
 * the bundle instead of after it (DESIGN §6: two round trips before the first step): the page's
 * elements, or those given (a modal's, before it opens). The widget
 * computes the same URLs with the same shared function and finds the answers waiting.
 */
export function prefetchStartup(
  base: string,
  elements: Iterable<Element> = document.querySelectorAll(ELEMENT_NAME),
): void {
  const start = (url: string, init?: RequestInit) => {
    // Two widgets in one language share their locale files: each is fetched once.
    if (started.has(url)) return;
    started.add(url);
    registerPrefetch(url, fetch(url, init));
  };
  for (const element of elements) {
    const system = element.getAttribute('system');
    const unit = element.getAttribute('unit');
    if (!system || !unit || element.getAttribute('mode') === 'page') continue;
    const startup = elementStartup(element, unit, base);
    start(startup.settingsUrl, { headers: { system } });
    for (const url of startup.localeUrls) start(url);
  }
}
