import { expect } from 'vitest';
import type { EnginePage } from './engines.ts';
import { inPage, until } from './page.ts';

// Issue 52's keyboard-and-screen-reader pass in Firefox and WebKit: where focus is and what the
// live regions say, as the engine's page shows them (a11y-pass.test.ts, a11y-pass-more.test.ts;
// test/browser/a11yPass.ts is Chromium's).

/** "TAG name" of the element holding focus, through shadow roots; "BODY" when it fell out. */
export const active = (page: EnginePage) =>
  inPage<string>(
    page,
    `const el = H.active(); if (!el || el === document.body) return 'BODY'; return el.tagName + ' ' + H.name(el);`,
  );

const LIVE = '[role="status"],[role="alert"],[aria-live]:not([aria-live="off"])';

/**
 * The texts of the live regions (or of those `live` selects), as a screen reader reads them:
 * aria-hidden parts left out, a region inside another read as part of it.
 */
export const said = (page: EnginePage, live = LIVE) =>
  inPage<string[]>(
    page,
    `const read = (n) => n.nodeType === 3 ? n.textContent : n.nodeType === 1 && n.getAttribute('aria-hidden') !== 'true' && !n.hasAttribute('hidden') ? [...n.childNodes].map(read).join('') : '';
     const live = ${JSON.stringify(live)};
     return H.all(live)
       .filter((el) => !el.parentElement?.closest(live) && !el.closest('[hidden],[aria-hidden="true"]'))
       .map((el) => H.norm(read(el)))
       .filter(Boolean);`,
  );

/** Presses `key` (Tab) until focus matches `pattern`, as a keyboard guest would. */
export async function tabTo(page: EnginePage, pattern: RegExp, key = 'Tab') {
  for (let i = 0; i < 60 && !pattern.test(await active(page)); i++) await page.press(key);
  expect(await active(page)).toMatch(pattern);
}

/** Waits until focus stands on an element matching `pattern`. */
export const focusTo = (page: EnginePage, pattern: RegExp, timeout?: number) =>
  until(
    () => active(page),
    (a) => pattern.test(a),
    `focus on ${String(pattern)}`,
    timeout,
  );

/** Waits until a live region says `expected` (a whole region's text, or matching a pattern). */
export const saying = (page: EnginePage, expected: string | RegExp) =>
  until(
    () => said(page),
    (texts) =>
      texts.some((t) => (typeof expected === 'string' ? t === expected : expected.test(t))),
    `a live region to say ${String(expected)}`,
  );

/** Waits until `n` dialogs are open and shown. */
export const dialogCount = (page: EnginePage, n: number) =>
  until(
    () => inPage<number>(page, `return H.all('dialog[open]').filter(H.visible).length;`),
    (c) => c === n,
    `${n} open dialogs`,
  );
