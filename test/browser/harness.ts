import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/createDemoServer.ts';
import type { ReferenceApiOptions } from '../../demo/api/app.ts';
import { CHROMIUM_ARGS, chromiumPath, type ChromiumBuild } from './chromium.ts';

export interface Harness {
  server: DemoServer;
  browser: Browser;
  /** A page in a new context; `timezoneId` sets the browser's own zone (the guest's). */
  newPage(
    size?: { width?: number; height?: number },
    options?: { timezoneId?: string },
  ): Promise<Page>;
  close(): Promise<void>;
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Starts the demo server on a free 127.0.0.1 port (in-memory database, test controls on) and a
 * headless Chromium (the headless shell unless `build` says 'full'). Call close() in afterAll: it
 * closes every page, the browser and the server.
 */
export async function startHarness(
  api: ReferenceApiOptions = {},
  build: ChromiumBuild = 'shell',
): Promise<Harness> {
  const server = await startDemoServer({
    port: 0,
    api: { dbPath: ':memory:', controls: true, ...api },
  });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(process.env, build),
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  // Each test's pages are closed when the next test opens one (and all of them at close()): a
  // page left open keeps running its timers and animations (a spinner, a skeleton) and takes
  // the CPU from the tests after it. Pages opened outside a test (beforeAll) stay open.
  const contexts: { context: BrowserContext; test: string | undefined }[] = [];
  const closeEarlierTests = async (test: string | undefined) => {
    if (test === undefined) return;
    const earlier = contexts.filter((c) => c.test !== undefined && c.test !== test);
    for (const c of earlier) contexts.splice(contexts.indexOf(c), 1);
    await Promise.all(earlier.map((c) => c.context.close().catch(() => undefined)));
  };
  return {
    server,
    browser,
    async newPage(size = DESKTOP, options = {}) {
      const test = expect.getState().currentTestName;
      await closeEarlierTests(test);
      const context = await browser.newContext({
        viewport: { width: size.width ?? DESKTOP.width, height: size.height ?? DESKTOP.height },
        baseURL: server.url,
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      contexts.push({ context, test });
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((c) => c.context.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}
