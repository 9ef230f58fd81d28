import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/createDemoServer.ts';
import type { ReferenceApiOptions } from '../../demo/api/app.ts';
import { CHROMIUM_ARGS, chromiumPath, type ChromiumBuild } from './chromium.ts';

export interface Harness {
  server: DemoServer;
  browser: Browser;
  /**
   * A page in a context of its own state (no cookies, storage, routes or clock of another
   * test); `timezoneId` sets the browser's own zone (the guest's), `fixedTime` stands the
   * page's clock at that instant.
   */
  newPage(size?: { width?: number; height?: number }, options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

interface PageOptions {
  timezoneId?: string;
  fixedTime?: number;
  /** The browser's language (Accept-Language, navigator.languages). */
  locale?: string;
  /** A context of its own even where the file's kept one is free: an empty HTTP cache. */
  fresh?: boolean;
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
    // Pages of one site in one context share a renderer process (keepContext, below).
    args: [...CHROMIUM_ARGS, '--process-per-site'],
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
  let reused: ReusedContext | undefined;
  // The test whose pages are open in the kept context.
  let reusedBy: string | undefined;
  const closeEarlierTests = async (test: string | undefined) => {
    if (test === undefined) return;
    const earlier = contexts.filter((c) => c.test !== undefined && c.test !== test);
    for (const c of earlier) contexts.splice(contexts.indexOf(c), 1);
    await Promise.all([
      ...earlier.map((c) => c.context.close().catch(() => undefined)),
      reusedBy !== test ? reused?.release() : undefined,
    ]);
  };
  return {
    server,
    browser,
    async newPage(size = DESKTOP, options = {}) {
      const test = expect.getState().currentTestName;
      await closeEarlierTests(test);
      const viewport = {
        width: size.width ?? DESKTOP.width,
        height: size.height ?? DESKTOP.height,
      };
      const key = JSON.stringify([options.timezoneId, options.fixedTime, options.locale]);
      // A test's page opens in the file's kept context when that context is free (no page of
      // its own open), of the same zone and clock, and untouched by anything a reset cannot
      // undo; a second page open beside it gets a context of its own, as before.
      if (test !== undefined && !options.fresh) {
        if (reused?.free() && !reused.reusableFor(key)) {
          await reused.dispose();
          reused = undefined;
        }
        if (reused?.free()) {
          await reused.reset();
          reusedBy = test;
          return reused.open(viewport);
        }
        if (!reused) {
          reused = await keepContext(browser, server.url, key, options);
          reusedBy = test;
          return reused.open(viewport);
        }
      }
      const context = await browser.newContext({
        viewport,
        baseURL: server.url,
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      });
      if (options.fixedTime !== undefined) await context.clock.setFixedTime(options.fixedTime);
      contexts.push({ context, test });
      return context.newPage();
    },
    async close() {
      // Every context still open is this file's (files of a worker run one at a time), those
      // opened through `browser.newContext` directly too: none runs on into the next file.
      await reused?.dispose();
      reused = undefined;
      await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
      await server.close();
    },
  };
}

/**
 * Where a keeper page waits in a kept context: a document of the server's site that runs
 * nothing (the API's JSON 404).
 */
const KEEPER_PATH = '/demo/';

/** What a test may do to a context that a reset between tests cannot undo. */
const LASTING = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setOffline',
  'addInitScript',
  'grantPermissions',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'exposeBinding',
  'exposeFunction',
  'on',
  'once',
  'addListener',
  'prependListener',
  'waitForEvent',
] as const;
const CLOCK = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

interface ReusedContext {
  context: BrowserContext;
  /** No test page is open in it. */
  free(): boolean;
  reusableFor(key: string): boolean;
  /** Clears what the last test left: cookies, permissions, every origin's storage. */
  reset(): Promise<void>;
  /** Closes the test pages (not the keeper). */
  release(): Promise<void>;
  /** Closes the context itself. */
  dispose(): Promise<void>;
  open(viewport: { width: number; height: number }): Promise<Page>;
}

/**
 * Issue 35: a kept context per file, its tests' pages opened one after the other in it. A new
 * context starts a new renderer process, and with it the widget's scripts and axe-core are
 * parsed and compiled again: 2.9 CPU-s for a page that loads the widget, takes two steps and
 * runs axe, against 2.3 in a kept context (Chromium's `--process-per-site` puts the page in the
 * keeper page's process, whose compiled code and HTTP cache it finds). Between tests the
 * context is reset (cookies, permissions, the storage of every origin it went to: a new tab
 * has its own session storage and history). A test that does what a reset cannot undo (routes
 * or listeners on the context, offline, init scripts, the clock) taints it: the next test gets
 * a new one. `close()` on it by a test closes the test's pages only.
 */
async function keepContext(
  browser: Browser,
  baseURL: string,
  key: string,
  options: PageOptions,
): Promise<ReusedContext> {
  const context = await browser.newContext({
    baseURL,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (options.fixedTime !== undefined) await context.clock.setFixedTime(options.fixedTime);
  const origins = new Set<string>();
  context.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin.startsWith('http')) origins.add(origin);
  });
  let tainted = false;
  let closed = false;
  context.on('close', () => (closed = true));
  const taint = <T extends object>(target: T, names: readonly string[]) => {
    for (const name of names) {
      const original = (target as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          tainted = true;
          return (original as (...a: unknown[]) => unknown).apply(target, args);
        },
      });
    }
  };
  taint(context, LASTING);
  taint(context.clock, CLOCK);
  // The keeper page holds the renderer process between two tests; it is opened when a test's
  // pages are released (before they close), so a context used once costs no keeper.
  let keeper: { page: Page; cdp: CDPSession } | undefined;
  const keep = async () => {
    if (keeper && !keeper.page.isClosed()) return keeper;
    const page = await context.newPage();
    await page.goto(KEEPER_PATH);
    keeper = { page, cdp: await context.newCDPSession(page) };
    return keeper;
  };
  const testPages = () => context.pages().filter((page) => page !== keeper?.page);
  const release = async () => {
    const pages = testPages();
    if (pages.length === 0) return;
    if (!tainted && !closed) await keep();
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
  };
  const reusable = () => !closed && !tainted;
  const dispose = context.close.bind(context);
  Object.defineProperty(context, 'close', { configurable: true, value: release });
  return {
    context,
    free: () => testPages().length === 0,
    reusableFor: (wanted) => reusable() && wanted === key,
    async reset() {
      const { cdp } = await keep();
      await context.clearCookies();
      await context.clearPermissions();
      for (const origin of origins) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems',
        });
      }
      origins.clear();
    },
    release,
    dispose: () => dispose().catch(() => undefined),
    async open(viewport) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      return page;
    },
  };
}
