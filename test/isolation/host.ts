import type { BrowserContext, Page } from 'playwright-core';
import type { Harness } from '../browser/harness.ts';
import { hostPage, type Host } from './hosts.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm: the calendar shows the same month every run.
export const NOW = Date.parse('2026-12-01T07:00:00Z');

/** Wide enough for the 375 px slot plus any host's page margins. */
// Tall enough for the whole widget below any host's heading, so its sticky toast anchor rests
// at the widget's bottom edge in every host, not at the viewport's.
const VIEWPORT = { width: 440, height: 2400 };

let pages = 0;

/**
 * Opens the host page in a fresh context of the harness's browser, served by the test itself
 * (routed on the widget's origin, so the loader's URL is the real one). The caller closes the
 * returned context.
 */
export async function openHost(
  harness: Harness,
  host: Host,
  options: {
    deviceScaleFactor?: number;
    viewport?: { width: number; height: number };
    attributes?: string;
    body?: (cssUrl: string) => string;
  } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await harness.browser.newContext({
    viewport: options.viewport ?? VIEWPORT,
    baseURL: harness.server.url,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  const id = ++pages;
  const cssUrl = `/isolation/${id}.css`;
  await page.route(`**${cssUrl}`, (route) =>
    route.fulfill({ contentType: 'text/css', body: host.css }),
  );
  await page.route(`**/isolation/${id}.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: options.body?.(cssUrl) ?? hostPage(host, cssUrl, options.attributes),
    }),
  );
  await page.goto(`/isolation/${id}.html`);
  return { page, context };
}

const stepTitle = (page: Page) => page.getByTestId('step-title');

export async function expectStep(page: Page, title: string) {
  await stepTitle(page)
    .filter({ hasText: new RegExp(`^${title.replace(/[?.]/g, '\\$&')}$`) })
    .waitFor({ timeout: 15_000 });
}

/**
 * Waits until the fonts and images are in, no finite animation is running and the widget's
 * markup has stayed the same for a moment (lazy parts such as the venue's intro text render late).
 */
export async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  let last = '';
  let stable = 0;
  for (let i = 0; i < 100 && stable < 3; i++) {
    const now = await page.evaluate(() => {
      const animations: Animation[] = [];
      const collect = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          animations.push(...el.getAnimations());
          if (el.shadowRoot) collect(el.shadowRoot);
        }
      };
      collect(document);
      const running = animations.some(
        (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
      );
      const root = document.querySelector('booking-widget')?.shadowRoot;
      // A lazy image that is not displayed never loads: only the shown ones count.
      const images = [...(root?.querySelectorAll('img') ?? [])].every(
        (img) => img.complete || !img.getClientRects().length,
      );
      return running || !images ? `busy ${Math.random()}` : (root?.innerHTML ?? '');
    });
    stable = now === last ? stable + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
}
