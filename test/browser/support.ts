import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Download, Frame, Page, Route } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Resolves once the page (or frame) has drawn two frames and run one more task after what the
 * test just did: messages, CSP reports, React commits and effects queued by it have all run.
 * A test that checks something did NOT happen waits on this, never on a fixed sleep (issue 35).
 */
export async function settled(target: Page | Frame): Promise<void> {
  await target.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/**
 * Follows the page's requests from now on. `quiet()` resolves once none is in flight and none
 * has started or ended for `ms` (500 ms, Playwright's own network-idle rule). Unlike
 * `waitForLoadState('networkidle')`, which is reached once per navigation and then answers at
 * once, it waits anew on every call, so requests started after the load (the next step's
 * preload, which waits for an idle browser) are waited for too.
 */
export function watchNetwork(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (ms = 500) =>
      expect.poll(() => inFlight === 0 && Date.now() - last >= ms, { interval: 100 }).toBe(true),
  };
}

/** The text of a file the page downloaded (an .ics), read from Playwright's download stream. */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Resolves when no finite animation runs in the page or its shadow roots. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const animations: Animation[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        animations.push(...el.getAnimations());
        if (el.shadowRoot) collect(el.shadowRoot);
      }
    };
    collect(document);
    return animations.every(
      (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
    );
  });
}

/** Runs axe-core on the page (shadow roots included) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, context = 'booking-widget') {
  // Fade-ins measured half-way would read as low contrast: let finite animations end first.
  await animationsFinished(page);
  // Once per document: a second copy would only be parsed and compiled again.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [[selector]] },
      {
        resultTypes: ['violations'],
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
      },
    );
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${JSON.stringify(v.nodes.map((n) => n.target))})`,
    );
  }, context);
  expect(violations).toEqual([]);
}

// Screenshots are for a person to look at; no test reads them. Writing them took 9 s of the
// booking-page file's 83 (issue 35), so a test run writes them only when asked:
// `npm run screenshots` sets SCREENSHOTS=1. They land in the ignored test-results/screenshots/,
// so a test run leaves `git status` clean.
const shots = path.resolve('test-results/screenshots');

/** Saves a screenshot (the full page unless told) under test-results/screenshots/ when asked. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(shots, { recursive: true });
  // No hover state from wherever the last click left the pointer.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

/** A test control of the reference API (DESIGN §4), which the harness starts enabled. */
export async function control(baseUrl: string, action: string, body: unknown = {}) {
  const response = await fetch(`${baseUrl}/demo/control/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`control ${action}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The element's shadow root content, for locators: `widget(page).getByRole(...)`. */
export function widget(page: Page, selector = 'booking-widget') {
  return page.locator(selector);
}

/**
 * Holds the sanitiser's chunk (DOMPurify) at the network while every other chunk goes through:
 * React then draws its step but keeps the first paint in front until the venue's welcome text
 * is there too (loader/firstPaint/handOver.ts). `held()` says whether it has been asked for;
 * `release()` lets it and every later chunk through.
 */
export async function holdSanitizer(page: Page) {
  const purify: Route[] = [];
  let open = false;
  await page.route(/\/chunks\/.*\.js$/, async (route) => {
    if (open) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('DOMPurify') || body.includes('purify')) purify.push(route);
    else await route.fulfill({ response, body });
  });
  return {
    held: () => purify.length > 0,
    release: async () => {
      open = true;
      await Promise.all(purify.splice(0).map((route) => route.continue()));
    },
  };
}
