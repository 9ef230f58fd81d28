import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Globals the widget may add to the host's window, documented in the README ('Styling and
 * isolation'): the loader hands its early requests to the bundle through one name (DESIGN §6,
 * shared/startup/prefetchRegistry.ts), and the embedding API will be `BookingWidget`.
 */
const DOCUMENTED_GLOBALS = ['__bookingWidgetPrefetch', 'BookingWidget'];

/** What the loader may add to <head>: preload hints for the bundle's chunks, never styles. */
const ALLOWED_HEAD_ADDITIONS = /^link rel=modulepreload href=\S+\/chunks\/\S+\.js$/;

/**
 * React DOM listens for `selectionchange` on the document (the event does not bubble to a
 * root) once per page, for every React root on it, and never lets go; the test checks that it
 * stays that one listener however often a widget comes and goes.
 */
export function withoutReactSelection(listeners: Record<string, string[]>) {
  const document = listeners.document!.filter((l) => !l.startsWith('selectionchange '));
  expect(listeners.document!.length - document.length).toBeLessThanOrEqual(1);
  return { ...listeners, document };
}

export interface HostState {
  styleSheets: string[];
  adopted: string[];
  html: string[];
  body: string[];
  head: string[];
  globals: string[];
  localStorage: string[];
  sessionStorage: string[];
  listeners: Record<string, string[]>;
}

const LISTENER_TARGETS = {
  window: 'window',
  document: 'document',
  html: 'document.documentElement',
  body: 'document.body',
  slot: "document.querySelector('.bw-slot')",
};

/** Listeners on the host's own objects, by type and the script position that added them. */
async function listeners(cdp: CDPSession): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, expression] of Object.entries(LISTENER_TARGETS)) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
    });
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
    // Playwright's injected script (its click hit-target checks) listens on the window from
    // its own world; its listeners are recognised by the script that added them.
    const playwright = new Set(
      listeners.filter((l) => l.type.startsWith('__playwright')).map((l) => l.scriptId),
    );
    out[name] = listeners
      .filter((l) => !playwright.has(l.scriptId))
      .map(
        (l) =>
          `${l.type}${l.useCapture ? ' (capture)' : ''} @${l.scriptId}:${l.lineNumber}:${l.columnNumber}`,
      )
      .sort();
  }
  return out;
}

export async function hostState(page: Page, cdp: CDPSession): Promise<HostState> {
  const state = await page.evaluate(() => {
    const attrs = (el: Element) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
    const sheetText = (s: CSSStyleSheet) => [...s.cssRules].map((r) => r.cssText).join('\n');
    return {
      styleSheets: [...document.styleSheets].map(
        (s) => `${s.href ?? 'inline'} ${s.disabled ? 'disabled' : ''} ${sheetText(s).length}`,
      ),
      adopted: document.adoptedStyleSheets.map(sheetText),
      html: attrs(document.documentElement),
      body: attrs(document.body),
      head: [...document.head.children].map((el) =>
        el instanceof HTMLLinkElement
          ? `link rel=${el.rel} href=${el.href}`
          : `${el.tagName.toLowerCase()} ${el.textContent?.length ?? 0}`,
      ),
      globals: Object.getOwnPropertyNames(window).sort(),
      localStorage: Object.keys(localStorage).sort(),
      sessionStorage: Object.keys(sessionStorage).sort(),
    };
  });
  return { ...state, listeners: await listeners(cdp) };
}

/** Compares a later state with the first, allowing only what the widget documents. */
export function expectUnchanged(before: HostState, after: HostState, when: string) {
  const added = (a: string[], b: string[]) => b.filter((x) => !a.includes(x));
  const removed = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));
  const outsideNamespace = (keys: string[]) =>
    keys.filter((k) => !k.startsWith('booking-widget:') && !before.localStorage.includes(k));
  expect(
    {
      styleSheets: after.styleSheets,
      adopted: after.adopted,
      html: after.html,
      body: after.body,
      headRemoved: removed(before.head, after.head),
      headAdded: added(before.head, after.head).filter((x) => !ALLOWED_HEAD_ADDITIONS.test(x)),
      globalsAdded: added(before.globals, after.globals).filter(
        (g) => !DOCUMENTED_GLOBALS.includes(g),
      ),
      globalsRemoved: removed(before.globals, after.globals),
      localStorageOutside: outsideNamespace(after.localStorage),
      sessionStorageOutside: after.sessionStorage.filter(
        (k) => !k.startsWith('booking-widget:') && !before.sessionStorage.includes(k),
      ),
    },
    when,
  ).toEqual({
    styleSheets: before.styleSheets,
    adopted: before.adopted,
    html: before.html,
    body: before.body,
    headRemoved: [],
    headAdded: [],
    globalsAdded: [],
    globalsRemoved: [],
    localStorageOutside: [],
    sessionStorageOutside: [],
  });
}

/**
 * loader-modes.js (which the loader fetches at once inline, and in modal mode on intent) listens
 * for clicks on the document once, for the `data-booking-widget-open` buttons anywhere on the
 * page, for the page's lifetime (docs/decisions/embedding.md): that one listener is allowed,
 * never more.
 */
export function withoutLoaderOpenButtons(
  before: HostState['listeners'],
  after: HostState['listeners'],
) {
  const clicks = (l: string[]) => l.filter((x) => x.startsWith('click ')).length;
  const document = [...after.document!];
  if (clicks(document) === clicks(before.document!) + 1) {
    const own = document.findIndex((x) => x.startsWith('click ') && !before.document!.includes(x));
    if (own >= 0) document.splice(own, 1);
  }
  return { ...after, document };
}
