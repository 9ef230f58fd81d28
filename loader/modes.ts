// The loader's larger half, loaded on first use (a modal opened, an iframe, a call of the host
// API, a payment return) so loader.js stays within DESIGN §6's 2 KB for the common inline case.
import { readPaymentReturn } from '../shared/bridge/readPaymentReturn.ts';
import { ELEMENT_NAME } from '../shared/element/elementAttributes.ts';
import { createApi, type BookingWidgetApi } from './api/createApi.ts';
import { readOptions, type WidgetOptions } from './api/widgetOptions.ts';
import { createIframe } from './iframe/createIframe.ts';
import { createInline } from './inline/createInline.ts';
import { closeModal, openModal, prefetchModal, prefetchWith } from './modal/openModal.ts';

function defaultsOf(script: HTMLScriptElement | null): WidgetOptions {
  const options = script ? readOptions(script) : {};
  // Without data-nonce the loader's own nonce serves (a CSP header hides the attribute).
  if (!options.nonce && script?.nonce) options.nonce = script.nonce;
  return options;
}

let api: BookingWidgetApi | undefined;

/**
 * Puts the host API in place of the loader's stub (once) and replays what was queued, in order.
 * `open` also takes an element: its `data-*` are the options and focus returns to it.
 */
export function installApi(
  script: HTMLScriptElement | null,
  base: string,
  queue: unknown[][] = [],
): BookingWidgetApi {
  if (!api) {
    const defaults = defaultsOf(script);
    api = createApi((options, opener) => {
      const from = options instanceof Element ? options : opener;
      const given = options instanceof Element ? readOptions(options) : options;
      return Promise.resolve(openModal({ ...defaults, ...given }, base, from)!);
    }, closeModal);
  }
  // A second loader tag on the page put its stub back: the API takes its place again.
  (window as unknown as { BookingWidget?: unknown }).BookingWidget = api;
  const call = api as unknown as (...args: unknown[]) => unknown;
  for (const args of queue.splice(0)) call(...args);
  return api;
}

let started = false;

function onOpenClick(event: MouseEvent) {
  const opener = (event.target as Element | null)?.closest?.('[data-booking-widget-open]');
  if (!opener || !api) return;
  event.preventDefault();
  void api.open(opener);
}

/**
 * Everything of the loader beyond inline mode: the host API (replaying the pasted stub's
 * queue), the open buttons, the loader tag's modal or iframe mode, and the way back from the
 * payment terminal (DESIGN §5), after which `startWidget` loads the bundle.
 */
export function startModes(
  script: HTMLScriptElement | null,
  base: string,
  startWidget?: () => void,
  early?: Element,
  prefetch?: (elements: Element[]) => void,
) {
  if (prefetch) prefetchWith(prefetch);
  const host = window as unknown as { BookingWidget?: { q?: unknown[][] } };
  const api = installApi(script, base, host.BookingWidget?.q);
  if (started) return;
  started = true;
  // An element with data-booking-widget-open opens the modal, its data-* prefilling it.
  // The open buttons work for the page's whole life: the loader is never taken down, so no code
  // would remove this listener (issue 48 removed a stopModes that nothing called).
  // eslint-disable-next-line house/paired-cleanup -- lives as long as the page
  document.addEventListener('click', onOpenClick);
  // A button tapped while this file was on its way (loader.ts kept it).
  if (early) void api.open(early);
  const defaults = defaultsOf(script);
  // Modal mode came on intent: the launchers' settings and locale files start now, beside the
  // bundle, so a click finds them in (issue 50: a click one round trip after a hover).
  if (defaults.mode === 'modal') {
    for (const opener of document.querySelectorAll('[data-booking-widget-open]')) {
      prefetchModal({ ...defaults, ...readOptions(opener) }, base);
    }
  }
  const noElements = !window.customElements || !HTMLElement.prototype.attachShadow;
  const mode = noElements && defaults.mode !== 'modal' ? 'iframe' : defaults.mode;
  const read = readPaymentReturn(location.search);
  if (read) {
    history.replaceState(history.state, '', location.pathname + read.hostSearch + location.hash);
  }
  const isBack = (system?: string | null, unit?: string | null) =>
    !!read && system === read.system && unit === read.unit;
  // Anyone can craft a return address (issue 31): it opens only a venue the page itself shows,
  // by the loader tag, an element or an open button.
  const declared = (element: Element) =>
    isBack(
      element.getAttribute('system') ?? element.getAttribute('data-system') ?? defaults.system,
      element.getAttribute('unit') ?? element.getAttribute('data-unit') ?? defaults.unit,
    );
  const back =
    isBack(defaults.system, defaults.unit) ||
    [...document.querySelectorAll(`${ELEMENT_NAME},[data-booking-widget-open]`)].some(declared)
      ? read
      : null;
  let resumed = false;
  if (script && mode === 'iframe') {
    createIframe(defaults, base, (frame) => script.after(frame));
  } else if (script && mode !== 'modal' && startWidget) {
    // Inline, held back by the loader so the widget starts at the confirmation (or at its
    // start, should the return be refused).
    resumed = isBack(defaults.system, defaults.unit);
    createInline(script, resumed ? back!.route : undefined);
  }
  for (const element of document.querySelectorAll(ELEMENT_NAME)) {
    if (resumed || !isBack(element.getAttribute('system'), element.getAttribute('unit'))) continue;
    element.setAttribute('route', back!.route);
    resumed = true;
  }
  // A modal, or nothing on the page matched: the confirmation opens in a modal.
  if (back && !resumed) void api.open({ system: back.system, unit: back.unit, route: back.route });
  startWidget?.();
}
