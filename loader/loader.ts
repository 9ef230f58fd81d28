// The script venues paste. It must stay tiny (DESIGN §6: 2 KB gzip) and run on any page, so it
// imports only shared/ (never widget/) and touches nothing of the host but what it inserts.
// Each embedding mode lives in its own folder and returns an EmbedHandle.
import { ELEMENT_NAME } from '../shared/element/elementAttributes.ts';
import { createInline } from './inline/createInline.ts';
import { loadWidget } from './loadWidget.ts';
import { prefetchStartup } from './prefetchStartup.ts';

function currentLoaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="loader.js"][data-system]');
}

(() => {
  const script = currentLoaderScript();
  const base = script ? new URL('.', script.src).href : new URL('.', location.href).href;
  const start = () => {
    if (script) createInline(script);
    if (customElements.get(ELEMENT_NAME)) return;
    prefetchStartup(base);
    loadWidget(base);
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
