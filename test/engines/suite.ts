import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { startDemoServer, type DemoServer } from '../../demo/createDemoServer.ts';
import { control } from '../browser/support.ts';
import { ALL_ENGINES, launchEngine, type Engine, type EngineName, type Size } from './engines.ts';
import type { Target } from './page.ts';
import type { EnginePage } from './engines.ts';

export const PHONE: Size = { width: 375, height: 812 };
export const DESKTOP: Size = { width: 1280, height: 900 };

/** The engine this vitest run drives: ENGINE=firefox or ENGINE=webkit (test/engines/run.mjs). */
export function engineName(env: NodeJS.ProcessEnv = process.env): EngineName {
  const name = env.ENGINE as EngineName;
  if (!ALL_ENGINES.includes(name)) {
    throw new Error(`ENGINE must be one of ${ALL_ENGINES.join(', ')}; run npm run test:engines`);
  }
  return name;
}

export interface EngineSuite {
  readonly name: EngineName;
  readonly server: DemoServer;
  /** A new page (the previous one closes) at `path` of the demo server or a full URL. */
  open(path: string, size?: Size): Promise<EnginePage>;
  /** GET from the reference API (200 expected). */
  api<T = any>(path: string, system?: string): Promise<T>;
}

/**
 * One engine per run, shared by the files (they run one after the other in one worker:
 * `isolate: false`). Firefox's start and close cost 7.5 CPU-s each, a fifth of a file's
 * (issue 35). Each page has its own storage anyway (engines.ts). Firefox ends with the worker
 * (puppeteer closes it on the worker's SIGTERM); WebKit's driver with the run (global-setup.ts).
 */
let shared: Promise<Engine> | undefined;

/**
 * The demo server (in-memory database, test controls, the real clock: WebDriver classic cannot
 * set a page's clock, so API and browser share the machine's; `seedFiles` instead of the demo's
 * seed when given), started once per file, and the
 * run's engine; the database is reset before each test. Every page records console errors and
 * uncaught errors from the moment the test opens it.
 */
export function engineSuite({ seedFiles }: { seedFiles?: string[] } = {}): EngineSuite {
  const name = engineName();
  let server: DemoServer | undefined;
  let engine: Engine | undefined;
  beforeAll(async () => {
    server = await startDemoServer({
      port: 0,
      api: { dbPath: ':memory:', controls: true, ...(seedFiles && { seedFiles }) },
    });
    shared ??= launchEngine(name, inject('webKitDriver') || undefined);
    engine = await shared;
  });
  afterAll(async () => {
    await engine?.closePage();
    await server?.close();
  });
  beforeEach(async () => {
    await control(running().url, 'reset');
  });
  const running = () => {
    if (!server) throw new Error('engineSuite: not started yet');
    return server;
  };
  return {
    name,
    get server() {
      return running();
    },
    async open(path, size = DESKTOP) {
      if (!engine) throw new Error('engineSuite: not started yet');
      const page = await engine.newPage(size);
      await page.goto(new URL(path, running().url).href);
      await watchErrors(page);
      return page;
    },
    async api<T = any>(path: string, system = 'se_demo') {
      const res = await fetch(`${running().url}/api/v1/${path}`, { headers: { system } });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
  };
}

/** Starts recording console.error calls and uncaught errors in the page (after navigation too). */
export async function watchErrors(page: EnginePage) {
  await page.evaluate(`(() => {
    if (window.__engineErrors) return true;
    window.__engineErrors = [];
    const original = console.error.bind(console);
    console.error = (...args) => { window.__engineErrors.push(args.map(String).join(' ')); original(...args); };
    addEventListener('error', (e) => window.__engineErrors.push('error: ' + e.message));
    addEventListener('unhandledrejection', (e) => window.__engineErrors.push('rejection: ' + String(e.reason)));
    return true;
  })()`);
}

export const errors = (page: EnginePage) => page.evaluate<string[]>('window.__engineErrors || []');

/** The widget's step title. */
export const TITLE: Target = { testId: 'step-title' };
