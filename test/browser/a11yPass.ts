import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Issue 52's keyboard-and-screen-reader pass (test/browser/a11y-pass-*.test.ts): where focus
 * stands and what the widget's live regions say, read as assistive technology would.
 */

/**
 * The focused element through shadow roots, as "TAG name" (its aria-label, else its labels,
 * else its text); "BODY" when focus fell to the page.
 */
export function focusedAt(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return 'NONE';
    if (el === document.body) return 'BODY';
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const labels = (el as HTMLInputElement).labels;
    const name =
      el.getAttribute('aria-label') ??
      (labels && labels.length > 0 ? [...labels].map((l) => l.textContent).join(' ') : null) ??
      el.textContent;
    return `${el.tagName} ${norm(name)}`.trim();
  });
}

/**
 * The texts of the widget's live regions now (role status or alert, aria-live), shadow roots
 * included, empty ones left out: what a screen reader has been or is being told.
 */
export function liveTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    // The text a screen reader reads: what is hidden from it left out.
    const said = (node: Node): string =>
      node instanceof Element
        ? node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')
          ? ''
          : [...node.childNodes].map(said).join('')
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? '')
          : '';
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll(
        '[role="status"],[role="alert"],[aria-live]:not([aria-live="off"])',
      )) {
        // A region inside another is read as part of it: count the outer one only.
        const outer = el.parentElement?.closest('[role="status"],[role="alert"],[aria-live]');
        if (outer || el.closest('[hidden],[aria-hidden="true"]')) continue;
        const text = said(el).replace(/\s+/g, ' ').trim();
        if (text) out.push(text);
      }
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return out;
  });
}

/** Waits until focus stands on an element matching `pattern` (see focusedAt). */
export async function expectFocus(page: Page, pattern: RegExp, timeout = 15_000) {
  await expect.poll(() => focusedAt(page), { timeout }).toMatch(pattern);
}

/** Waits until a live region says `text` (a whole region's text, or matching a pattern). */
export async function expectSaid(page: Page, text: string | RegExp, timeout = 15_000) {
  await expect
    .poll(
      async () => {
        const said = await liveTexts(page);
        return said.some((s) => (typeof text === 'string' ? s === text : text.test(s)))
          ? text
          : said;
      },
      { timeout },
    )
    .toEqual(text);
}

/** Presses Tab (Shift+Tab when `back`) until focus matches `pattern`, as a keyboard guest would. */
export async function tabTo(page: Page, pattern: RegExp, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max && !pattern.test(await focusedAt(page)); i++)
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  expect(await focusedAt(page)).toMatch(pattern);
}

/** Types the guest's details field by field with Tab and the keys (English UI, Swedish mobile). */
export async function typeDetails(page: Page, { company = true } = {}) {
  const fields: [RegExp, string][] = [
    [/^INPUT First name/, 'Anna'],
    [/^INPUT Last name/, 'Lindqvist'],
    [/^INPUT Mobile number/, '07400 123456'],
    [/^INPUT Email/, 'anna@example.com'],
  ];
  if (company) fields.push([/^INPUT Company name/, 'Lindqvist AB']);
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
}
