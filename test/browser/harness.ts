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
 * One Chromium per worker and build, shared by the files of the worker (they run one after the
 * other: `isolate: false`). A launch and close cost 0.85 CPU-s, 38 files' worth on a busy 2-core
 * machine (issue 35). Playwright kills it when the worker exits; a browser that died is
 * launched anew.
 */
const browsers = new Map<ChromiumBuild, Promise<Browser>>();

async function sharedBrowser(build: ChromiumBuild): Promise<Browser> {
  const known = await browsers.get(build)?.catch(() => undefined);
  if (known?.isConnected()) return known;
  const launched = chromium.launch({
    executablePath: chromiumPath(process.env, build),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  browsers.set(build, launched);
  return launched;
}

/**
 * Starts the demo server on a free 127.0.0.1 port (in-memory database, test controls on) and
 * takes the worker's headless Chromium (the headless shell unless `build` says 'full'). Call
 * close() in afterAll: it closes every context the file opened and the server.
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
    browser = await sharedBrowser(build);
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
      // Every context still open is this file's (files of a worker run one at a time), those
      // opened through `browser.newContext` directly too: none runs on into the next file.
      await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
      await server.close();
    },
  };
}
