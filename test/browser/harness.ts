import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startDemoServer, type DemoServer } from '../../demo/createDemoServer.ts';
import type { ReferenceApiOptions } from '../../demo/api/app.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

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
 * headless Chromium. Call close() in afterAll: it closes every page, the browser and the server.
 */
export async function startHarness(api: ReferenceApiOptions = {}): Promise<Harness> {
  const server = await startDemoServer({
    port: 0,
    api: { dbPath: ':memory:', controls: true, ...api },
  });
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage(size = DESKTOP, options = {}) {
      const context = await browser.newContext({
        viewport: { width: size.width ?? DESKTOP.width, height: size.height ?? DESKTOP.height },
        baseURL: server.url,
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await server.close();
    },
  };
}
