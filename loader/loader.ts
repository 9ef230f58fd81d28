// The script venues paste. It must stay tiny (DESIGN §6: 2 KB gzip) and run on any page, so
// it has no dependencies and touches nothing of the host but the element it inserts.
import { registerPrefetch } from '../widget/app/prefetch.ts';
import { ELEMENT_ATTRIBUTES } from '../widget/element/elementProps.ts';
import { startupRequests } from '../widget/app/startupRequests.ts';
import { localStore } from '../widget/app/storage.ts';

/** Hashed file names of the widget entry and its statically imported chunks, set at build time. */
declare const __WIDGET_FILES__: string[];

function currentLoaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="loader.js"][data-system]');
}

function insertWidget(script: HTMLScriptElement): void {
  const data = script.dataset;
  if (!data.system || !data.unit) return;
  const element = document.createElement('booking-widget');
  for (const name of ELEMENT_ATTRIBUTES) {
    const value = script.getAttribute('data-' + name);
    if (value !== null) element.setAttribute(name, value);
  }
  const parent = script.parentNode;
  // A loader placed in <head> cannot render there; the widget then goes to the end of <body>.
  if (parent && parent !== document.head) parent.insertBefore(element, script.nextSibling);
  else document.body.appendChild(element);
}

/**
 * Starts each widget's settings and first locale files now, so they download in parallel with
 * the bundle instead of after it (DESIGN §6: two round trips before the first step).
 */
function prefetchStartup(base: string): void {
  const started = new Set<string>();
  const start = (url: string, init?: RequestInit) => {
    // Two widgets in one language share their locale files: each is fetched once.
    if (started.has(url)) return;
    started.add(url);
    registerPrefetch(url, fetch(url, init));
  };
  for (const element of document.querySelectorAll('booking-widget')) {
    const system = element.getAttribute('system');
    const unit = element.getAttribute('unit');
    if (!system || !unit || element.getAttribute('mode') === 'page') continue;
    const startup = startupRequests({
      unit,
      apiBase: element.getAttribute('api-base'),
      lang: element.getAttribute('lang'),
      assetBase: base,
      stored: { apiBase: localStore.get('apiBase'), lang: localStore.get('lang') },
      browserLanguages: navigator.languages,
    });
    start(startup.settingsUrl, { headers: { system } });
    for (const url of startup.localeUrls) start(url);
  }
}

function loadWidget(base: string): void {
  const [entry, ...chunks] = __WIDGET_FILES__;
  // Preloading the entry's static chunks lets the browser fetch them in parallel with the entry
  // instead of one round trip later.
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = base + chunk;
    document.head.appendChild(link);
  }
  import(/* webpackIgnore: true */ base + entry).catch((error: unknown) => {
    console.error('booking-widget: the widget bundle failed to load', error);
  });
}

(() => {
  const script = currentLoaderScript();
  const base = script ? new URL('.', script.src).href : new URL('.', location.href).href;
  const start = () => {
    if (script) insertWidget(script);
    if (customElements.get('booking-widget')) return;
    prefetchStartup(base);
    loadWidget(base);
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
