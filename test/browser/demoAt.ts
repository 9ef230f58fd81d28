import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ReferenceApiOptions } from '../../demo/api/app.ts';
import { DESKTOP, startHarness, type Harness } from './harness.ts';
import { control } from './support.ts';

export interface DemoAt {
  /** The running harness (set once beforeAll has run). */
  readonly harness: Harness;
  /** A new page at `size` whose clock stands at the same instant as the API's, at `path`. */
  open(
    path: string,
    size?: { width: number; height: number },
    options?: { timezoneId?: string },
  ): Promise<Page>;
  /**
   * A venue's page on the demo's origin with one `<booking-widget system="se_demo" unit="1">`
   * carrying `attributes` (and `content` as its light DOM), the loader in its head.
   */
  openElement(attributes: string, content?: string): Promise<Page>;
  /** GET from the reference API (200 expected), for checking what a flow stored. */
  api<T = any>(path: string, system?: string): Promise<T>;
}

/**
 * The set-up most browser test files share: the demo server and Chromium started once with
 * the API's clock fixed at `now`, the database reset before each test, everything closed after.
 */
export function demoAt(now: number, options: ReferenceApiOptions = {}): DemoAt {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness({ now: () => now, ...options });
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    await control(running().server.url, 'reset');
  });
  const running = () => {
    if (!harness) throw new Error('demoAt: the harness is not started yet');
    return harness;
  };
  return {
    get harness() {
      return running();
    },
    async open(path, size = DESKTOP, options = {}) {
      const page = await running().newPage(size, { ...options, fixedTime: now });
      await page.goto(path);
      return page;
    },
    async openElement(attributes, content = '') {
      const page = await running().newPage(DESKTOP, { fixedTime: now });
      await page.route('**/site/element-host.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
        <script async src="/loader.js"></script></head>
        <body><main><h1>Book</h1>
        <booking-widget system="se_demo" unit="1" ${attributes}>${content}</booking-widget>
        </main></body></html>`,
        }),
      );
      await page.goto('/site/element-host.html');
      return page;
    },
    async api<T = any>(path: string, system = 'se_demo') {
      const res = await fetch(`${running().server.url}/api/v1/${path}`, { headers: { system } });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    },
  };
}
