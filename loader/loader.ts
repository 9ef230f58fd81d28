// The script venues paste. It must stay tiny (DESIGN §6: 2 KB gzip) and run on any page, so it
// imports only shared/ (never widget/) and touches nothing of the host but what it inserts.
// Each embedding mode lives in its own folder and returns an EmbedHandle. Inline mode is here;
// the modal and iframe modes, the host API and the payment return load on first use from
// loader-modes.js (modes.ts), which sits next to this file. In modal mode nothing more comes
// before the guest shows intent on a launcher (issue 50, modal/intent.ts).
import { RETURN_ROUTE_PARAM } from '../shared/checkout/returnRouteParam.ts';
import { ELEMENT_NAME } from '../shared/element/elementAttributes.ts';
import { createInline } from './inline/createInline.ts';
import { importPinned, type Pinned } from './importPinned.ts';
import { importFirstPaint, loadWidget } from './loadWidget.ts';
import type * as Modes from './modes.ts';
import { INTENT_EVENTS, prefetchesOnIdle, waitsForIntent } from './modal/intent.ts';
import { prefetchStartup } from './prefetchStartup.ts';

/** loader-modes.js, named by content, and its SRI value (issue 49), set at build time. */
declare const __MODES_FILE__: Pinned;

/** The queue stub venues paste, or the loader's own while modal mode waits for intent. */
type Queue = ((...call: unknown[]) => void) & { q?: ArrayLike<unknown>[] };

function currentLoaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="loader.js"][data-system]');
}

(() => {
  const script = currentLoaderScript();
  const base = new URL('.', script?.src ?? location.href).href;
  const noElements = !window.customElements || !HTMLElement.prototype.attachShadow;
  const mode = script?.dataset.mode;
  // Back from the payment terminal, the widget must start at its route: modes.ts places it.
  const back = location.search.includes(RETURN_ROUTE_PARAM);
  const startWidget = () => {
    if (noElements || mode === 'iframe' || customElements.get(ELEMENT_NAME)) return;
    // The answers the first paint needs, then the bundle's preloads, each in a task of its own
    // (issue 50: the loader's start was one task of 70 to 200 ms on a throttled phone; the
    // answers' URLs read the host's localStorage, and each fetch costs a few ms).
    // eslint-disable-next-line house/paired-cleanup -- one task later, once: nothing to cancel
    setTimeout(prefetchStartup, 0, base);
    setTimeout(loadWidget, 0, base);
  };
  const start = () => {
    if (script && !back && !noElements && (!mode || mode === 'inline')) createInline(script);
    // Until loader-modes.js is in, a launcher's intent starts the files, and a tap on it is
    // kept, not lost: the modal opens for it once the modes arrive (a guest on a slow phone taps
    // at once). Should they never arrive, the tap is given back, so a link's own address opens.
    let early: HTMLElement | undefined;
    const onIntent = (event: Event) => {
      // The target may be the document or a text node when a page dispatches its own events.
      const opener = (event.target as Partial<Element>).closest?.<HTMLElement>(
        '[data-booking-widget-open]',
      );
      if (!opener) return;
      if (event.type === 'click') {
        event.preventDefault();
        early = opener;
      }
      go();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    const release = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    let go = () => {
      go = () => undefined;
      // The guests step drawn before React (issue 16), from the answers asked for next: where
      // an element stands to draw it in, or a modal will (issue 50; a frame draws its own).
      // Asked for first, ahead of the bundle's hundred KB on a slow link.
      if (
        !back &&
        !noElements &&
        mode !== 'iframe' &&
        (mode === 'modal' || document.querySelector(ELEMENT_NAME))
      ) {
        importFirstPaint(base).catch(() => undefined);
      }
      // Back from the payment, and in a modal, the bundle starts once loader-modes.js is in: a
      // modal's click needs it and the settings it asks for, not the bundle, which would share
      // their link (issue 50).
      const later = back || mode === 'modal';
      if (!later) startWidget();
      // A modal's settings and locale file start on intent too, from the loader tag's data-*
      // (the element's attributes they stand for): a tap with no hover before it then waits
      // one round trip, not two (issue 50). A launcher's own data-* start theirs with the modes;
      // without custom elements the modal is a frame, whose page asks for its own.
      else if (script && !back && !noElements) {
        prefetchStartup(base, [
          { getAttribute: (name: string) => script.getAttribute('data-' + name) } as Element,
        ]);
      }
      // Fetched in parallel with the bundle, never before it (a task after the bundle's), but
      // for a modal's.
      setTimeout(() =>
        importPinned<typeof Modes>(base, __MODES_FILE__).then(
          (m) => {
            release();
            m.startModes(script, base, later ? startWidget : undefined, early, (elements) =>
              prefetchStartup(base, elements),
            );
          },
          () => {
            release();
            early?.click();
          },
        ),
      );
    };
    // Modal mode fetches nothing more before intent (issue 50, loader/modal/intent.ts).
    const host = window as unknown as { BookingWidget?: Queue };
    const q = host.BookingWidget?.q ?? [];
    if (!waitsForIntent(mode, back, q)) return go();
    // Calls are queued as the stub queues them (the stub's own, pasted or not); `open` is
    // intent. The methods queue too (`BookingWidget.open()` before intent); their promise and
    // `loaded` come with loader-modes.js.
    const pre = ((...call: unknown[]) => {
      q.push(call);
      if (call[0] === 'open') go();
    }) as Queue;
    pre.q = q;
    for (const name of ['open', 'close', 'on', 'off'])
      (pre as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
        pre(name, ...args);
    host.BookingWidget = pre;
    const data = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    // Where the engine has no idle callback (Safari), nothing comes before intent.
    if (prefetchesOnIdle(script?.dataset.prefetch, data)) self.requestIdleCallback?.(() => go());
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
