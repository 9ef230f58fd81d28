import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EnginePage } from './engines.ts';

/**
 * What the tests ask of a page, on top of the driver (engines.ts): find elements the way a guest
 * sees them (role and accessible name, through the widget's open shadow root), wait for them,
 * click them with the real mouse, type with the real keyboard. The finding runs in the page as
 * plain JavaScript, so every engine runs the same code.
 */
export type Target =
  | { role: Role; name?: string | RegExp; exact?: boolean; nth?: number }
  | { css: string; nth?: number }
  | { testId: string; nth?: number };
type Role = 'button' | 'link' | 'textbox' | 'checkbox' | 'gridcell' | 'dialog' | 'heading';

const ROLES: Record<Role, string> = {
  button: 'button,[role=button],input[type=submit]',
  link: 'a[href]',
  textbox:
    'input:not([type]),input[type=text],input[type=email],input[type=tel],input[type=search],textarea',
  checkbox: 'input[type=checkbox],[role=checkbox],[role=switch]',
  gridcell: '[role=gridcell]',
  dialog: 'dialog[open],[role=dialog],[role=alertdialog]',
  heading: 'h1,h2,h3,h4,h5,h6,[role=heading]',
};

/** In-page helpers, as source: `H.find(target)` returns the visible elements that match. */
const PRELUDE = `
const H = {
  all(sel) {
    const out = [];
    const walk = (root) => {
      out.push(...root.querySelectorAll(sel));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
    };
    walk(document);
    return out;
  },
  norm: (s) => (s || '').replace(/\\s+/g, ' ').trim(),
  name(el) {
    const label = el.getAttribute('aria-label');
    if (label) return H.norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const root = el.getRootNode();
      return H.norm(by.split(/\\s+/).map((id) => root.getElementById?.(id)?.textContent || '').join(' '));
    }
    if (el.labels && el.labels.length) return H.norm([...el.labels].map((l) => l.textContent).join(' '));
    return H.norm(el.textContent);
  },
  visible(el) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  },
  matches(text, name, exact) {
    if (name === undefined || name === null) return true;
    if (typeof name === 'object') return new RegExp(name.source, name.flags).test(text);
    return exact ? text === name : text.includes(name);
  },
  find(t) {
    let els;
    if (t.testId) els = H.all('[data-testid="' + t.testId + '"]');
    else if (t.css) els = H.all(t.css);
    else els = H.all(t.roleSelector).filter((el) => H.matches(H.name(el), t.name, t.exact));
    return els.filter(H.visible);
  },
  one(t) {
    return H.find(t)[t.nth || 0] || null;
  },
  /** The element the point hits, through shadow roots. */
  hit(x, y) {
    let el = document.elementFromPoint(x, y);
    while (el && el.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  },
  /** Scrolls the element into view and returns its centre once it stands still and is on top. */
  async point(t) {
    const el = H.one(t);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    await frame();
    const a = el.getBoundingClientRect();
    await frame();
    await frame();
    const b = el.getBoundingClientRect();
    if (a.x !== b.x || a.y !== b.y || a.width !== b.width) return null;
    const x = b.x + b.width / 2;
    const y = b.y + b.height / 2;
    const hit = H.hit(x, y);
    if (!hit || !(el === hit || el.contains(hit) || hit.contains(el))) return null;
    return [x, y];
  },
  active() {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el;
  },
};
`;

const serialise = (t: Target) => {
  if ('role' in t) {
    const name = t.name instanceof RegExp ? { source: t.name.source, flags: t.name.flags } : t.name;
    return JSON.stringify({ ...t, name, roleSelector: ROLES[t.role] });
  }
  return JSON.stringify(t);
};

const describe = (t: Target) =>
  'role' in t ? `${t.role} ${String(t.name ?? '')}` : 'css' in t ? t.css : `testId ${t.testId}`;

const TIMEOUT = 15_000;

/** Runs `body` (statements; `H` and `T`, the target, in scope) in the page. */
export function inPage<T>(page: EnginePage, body: string, target?: Target): Promise<T> {
  return page.evaluate<T>(
    `(async () => { ${PRELUDE}; const T = ${target ? serialise(target) : 'null'}; ${body} })()`,
  );
}

/** Polls `probe` until `ok` holds; throws with the last value after `timeout`. */
export async function until<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeout = TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let error: unknown;
  for (;;) {
    try {
      last = await probe();
      if (ok(last)) return last;
    } catch (e) {
      error = e;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}; last: ${JSON.stringify(last)}${error ? `; error: ${String(error)}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The number of visible elements matching. */
export const count = (page: EnginePage, t: Target) =>
  inPage<number>(page, 'return H.find(T).length;', t);

/** The text of the first visible match, or null. */
export const text = (page: EnginePage, t: Target) =>
  inPage<string | null>(page, 'const el = H.one(T); return el ? H.norm(el.textContent) : null;', t);

/** An attribute of the first visible match. */
export const attr = (page: EnginePage, t: Target, name: string) =>
  inPage<string | null>(
    page,
    `const el = H.one(T); return el ? el.getAttribute(${JSON.stringify(name)}) : null;`,
    t,
  );

/**
 * What the page shows when a wait times out, for the failure's message: the address, the widget's
 * visible text (through shadow roots), the focused element, and any lazy chunk whose
 * `<link rel=modulepreload>` has not settled (pinnedImport removes each once it loads or fails).
 */
async function pageState(page: EnginePage): Promise<string> {
  const state = await inPage<string>(
    page,
    `const texts = H.all('h1, h2, h3, [role=dialog], [role=alert], [role=status], button')
       .filter(H.visible).map((el) => H.norm(el.textContent)).filter(Boolean).slice(0, 25);
     const pending = [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.href);
     const active = H.active();
     return JSON.stringify({ url: location.href, texts, pending,
       focus: active ? active.tagName + ' ' + H.norm(active.textContent).slice(0, 40) : null });`,
  ).catch((error: unknown) => `(no state: ${String(error)})`);
  return `\npage: ${state}`;
}

/** Runs a wait; on timeout adds what the page shows to the message. */
async function explained<T>(page: EnginePage, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    if (error instanceof Error) error.message += await pageState(page);
    throw error;
  }
}

/** Waits for a visible match. */
export async function waitFor(page: EnginePage, t: Target, timeout = TIMEOUT) {
  await explained(
    page,
    until(
      () => count(page, t),
      (n) => n > (('nth' in t && t.nth) || 0),
      describe(t),
      timeout,
    ),
  );
}

/** Waits until the text of the first match is `expected` (or matches it). */
export function waitForText(
  page: EnginePage,
  t: Target,
  expected: string | RegExp,
  timeout = TIMEOUT,
) {
  return explained(
    page,
    until(
      () => text(page, t),
      (v) => (typeof expected === 'string' ? v === expected : v !== null && expected.test(v)),
      `${describe(t)} to read ${String(expected)}`,
      timeout,
    ),
  );
}

/** Clicks the element with the real mouse once it is visible, still and on top. */
export async function click(page: EnginePage, t: Target) {
  const point = await until(
    () => inPage<[number, number] | null>(page, 'return await H.point(T);', t),
    (p) => p !== null,
    `${describe(t)} to be clickable`,
  );
  await page.clickAt(point![0], point![1]);
}

/** Clicks a text field and types into it, replacing what it held. */
export async function fill(page: EnginePage, t: Target, value: string) {
  await click(page, t);
  await inPage(page, 'const el = H.active(); if (el && el.select) el.select();');
  await page.press('Backspace');
  await page.type(value);
}

/** Saves a viewport screenshot under the ignored test-results/engines/ folder. */
export async function shot(page: EnginePage, name: string) {
  const dir = path.resolve('test-results/engines');
  mkdirSync(dir, { recursive: true });
  await inPage(page, 'window.scrollTo(0, 0); return true;');
  await page.screenshot(path.join(dir, `${name}-${page.engine}.png`));
}
