import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS, chromiumPath, ensureChromium } from '../browser/chromium.ts';
import puppeteer, { type Browser, type Page as PuppeteerPage } from 'puppeteer-core';

/**
 * Issue 35: the browser engines our guests use besides Chromium, driven through one small
 * interface so one set of tests runs in each. Firefox is Debian's firefox-esr over WebDriver BiDi
 * (puppeteer-core); WebKit is Debian's WebKitGTK MiniBrowser over classic W3C WebDriver
 * (WebKitWebDriver under Xvfb) with a thin client of our own: the endpoints we need are few.
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium';
/** The engines `npm test` runs here; Chromium has its own suite (test/browser/) and runs these on request. */
const ENGINES: readonly EngineName[] = ['firefox', 'webkit'];
export const ALL_ENGINES: readonly EngineName[] = [...ENGINES, 'chromium'];

export interface Size {
  width: number;
  height: number;
}

/** One tab of an engine. Page scripts are plain JavaScript source, the same in every engine. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Evaluates an expression (may be a promise) in the page and returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates in the iframe the CSS selector names (in the top document). */
  evaluateInFrame<T>(frameSelector: string, expression: string): Promise<T>;
  /** A real mouse click (pointer down and up) at a viewport point. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types text with the keyboard into whatever holds focus. */
  type(text: string): Promise<void>;
  /** Presses one key: a character or a name from KEYS. */
  press(key: keyof typeof KEYS | string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** Opens a new page with its own storage; the engine's previous page is closed first. */
  newPage(size: Size): Promise<EnginePage>;
  /** Closes the open page, if any (the engine stays for the next file). */
  closePage(): Promise<void>;
  close(): Promise<void>;
}

/** W3C WebDriver key codes; puppeteer takes the names. */
const KEYS = {
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Backspace: '\uE003',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
} as const;

const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH override Debian's paths. */
function enginePaths(env: NodeJS.ProcessEnv = process.env) {
  return {
    firefox: env.FIREFOX_PATH || FIREFOX,
    webkitDriver: env.WEBKIT_DRIVER_PATH || WEBKIT_DRIVER,
    miniBrowser: env.MINIBROWSER_PATH || MINIBROWSER,
  };
}

type Installed = Exclude<EngineName, 'chromium'>;
const PACKAGES: Record<Installed, { files: (env: NodeJS.ProcessEnv) => string[]; pkgs: string[] }> =
  {
    firefox: { files: (env) => [enginePaths(env).firefox], pkgs: ['firefox-esr'] },
    webkit: {
      files: (env) => [enginePaths(env).webkitDriver, enginePaths(env).miniBrowser, XVFB_RUN],
      pkgs: ['webkit2gtk-driver', 'xvfb'],
    },
  };

/**
 * Makes sure the engines are there: installs Debian's packages when missing and we are root,
 * otherwise throws what to install. Engine tests never skip silently.
 */
export function ensureEngines(
  engines: readonly EngineName[] = ENGINES,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (engines.includes('chromium')) ensureChromium(env, 'full');
  const missing = engines
    .filter((e): e is Installed => e !== 'chromium')
    .filter((e) => PACKAGES[e].files(env).some((f) => !existsSync(f)));
  if (missing.length === 0) return;
  const pkgs = missing.flatMap((e) => PACKAGES[e].pkgs);
  const files = missing.flatMap((e) => PACKAGES[e].files(env)).filter((f) => !existsSync(f));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Missing ${files.join(', ')}. Install them (sudo apt-get install -y ${pkgs.join(' ')}) ` +
        'or point FIREFOX_PATH, WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at them.',
    );
  }
  console.log(`Engines missing (${files.join(', ')}): apt-get install ${pkgs.join(' ')}…`);
  const run = (args: string[]) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const update = run(['update']);
  const install = update.status === 0 ? run(['install', '-y', ...pkgs]) : update;
  const still = missing.flatMap((e) => PACKAGES[e].files(env)).filter((f) => !existsSync(f));
  if (install.status !== 0 || still.length > 0) {
    throw new Error(
      `Installing ${pkgs.join(' ')} with apt-get failed; missing ${still.join(', ')}.`,
    );
  }
}

export function launchEngine(name: EngineName, webKitDriver?: string): Promise<Engine> {
  if (name === 'chromium') return launchPuppeteer(name);
  return name === 'firefox' ? launchPuppeteer(name) : launchWebKit(webKitDriver);
}

// ---------------------------------------------------------------- Firefox (WebDriver BiDi)

/** Puppeteer's own signal handling closes the browser asynchronously, too late for a worker. */
const OUR_SIGNALS = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false } as const;

/**
 * Kills the browser, at once, with the process that launched it: a run's engine lives as long as
 * its Vitest worker (suite.ts), which Vitest ends with SIGTERM. Puppeteer's own handler closes
 * the browser without waiting, so the worker was gone before Firefox and left it running.
 */
function endWithProcess(browser: Browser) {
  const child = browser.process();
  if (!child) return;
  // Firefox is given `--profile <dir>`, Chromium `--user-data-dir=<dir>`.
  const args = child.spawnargs;
  const at = args.indexOf('--profile');
  const profile =
    at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--user-data-dir='))?.split('=')[1];
  const kill = () => {
    child.kill('SIGKILL');
    // The browser may still be writing its profile as it dies: retry while the folder refills.
    if (profile?.includes('puppeteer'))
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  };
  const signals = (['SIGTERM', 'SIGINT', 'SIGHUP'] as const).map((signal) => {
    const onSignal = () => {
      kill();
      process.exit(128 + constants.signals[signal]);
    };
    process.once(signal, onSignal);
    return [signal, onSignal] as const;
  });
  process.once('exit', kill);
  // Closed on purpose (close()): the worker's signals are its own again.
  child.once('exit', () => {
    process.off('exit', kill);
    for (const [signal, onSignal] of signals) process.off(signal, onSignal);
  });
}

/** Firefox over WebDriver BiDi; Chromium (on request, for side-by-side screenshots) over CDP. */
async function launchPuppeteer(name: 'firefox' | 'chromium'): Promise<Engine> {
  const browser: Browser =
    name === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          protocol: 'webDriverBiDi',
          executablePath: enginePaths().firefox,
          headless: true,
          extraPrefsFirefox: {
            'app.update.enabled': false,
            'browser.shell.checkDefaultBrowser': false,
            'datareporting.policy.dataSubmissionEnabled': false,
            'network.captive-portal-service.enabled': false,
          },
          ...OUR_SIGNALS,
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumPath(process.env, 'full'),
          headless: true,
          args: CHROMIUM_ARGS,
          ...OUR_SIGNALS,
        });
  endWithProcess(browser);
  let current: EnginePage | undefined;
  return {
    name,
    async newPage(size) {
      await current?.close();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(size);
      current = puppeteerPage(name, page, async () => {
        await context.close().catch(() => undefined);
      });
      return current;
    },
    async closePage() {
      await current?.close();
      current = undefined;
    },
    async close() {
      await current?.close();
      await browser.close();
    },
  };
}

const puppeteerKey = (key: string) =>
  (key === 'Space' ? ' ' : key) as Parameters<PuppeteerPage['keyboard']['press']>[0];

function puppeteerPage(
  engine: EngineName,
  page: PuppeteerPage,
  closeContext: () => Promise<void>,
): EnginePage {
  return {
    engine,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async evaluateInFrame<T>(frameSelector: string, expression: string) {
      const handle = await page.waitForSelector(frameSelector);
      const frame = await handle!.contentFrame();
      if (!frame) throw new Error(`${frameSelector} has no frame`);
      return (await frame.evaluate(expression)) as T;
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(puppeteerKey(key)),
    async screenshot(file) {
      writeFileSync(file, await page.screenshot({ type: 'png' }));
    },
    close: closeContext,
  };
}

// ---------------------------------------------------------------- WebKit (classic W3C WebDriver)

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

class WebDriverError extends Error {}

/** A WebDriver call: JSON in and out, an error carrying the driver's message. */
function webDriverCall(base: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    // No call may hang a test: a page load or script has its own timeout below, this is the rest.
    const res = await fetch(base + path, {
      signal: AbortSignal.timeout(60_000),
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new WebDriverError(`${method} ${path}: no answer`, { cause: error });
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) {
      throw new WebDriverError(`${method} ${path}: ${json.value?.error} ${json.value?.message}`);
    }
    return json.value;
  };
}

export interface WebKitDriver {
  /** Where the driver answers, `http://127.0.0.1:<port>`. */
  url: string;
  /** Ends Xvfb, the driver and its MiniBrowser together. */
  stop(): void;
}

/**
 * Starts WebKitWebDriver under Xvfb, in its own process group. The engines' global set-up owns
 * it, so it ends with the run whatever happens to the workers (issue 35).
 */
export async function startWebKitDriver(): Promise<WebKitDriver> {
  const port = await freePort();
  const paths = enginePaths();
  const driver: ChildProcess = spawn(
    XVFB_RUN,
    ['-a', '-s', '-screen 0 1920x1200x24', paths.webkitDriver, `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      // Without a GPU, WebKitGTK's accelerated compositing runs OpenGL in software (llvmpipe):
      // a fifth of WebKit's CPU in these tests for a path Safari does not share (it composites
      // with Core Animation). Painting without it: 115 → 90 CPU-s for the 18 tests, the same
      // results (issue 35). A WEBKIT_DISABLE_COMPOSITING_MODE already set is passed on as it is.
      env: {
        ...process.env,
        WEBKIT_DISABLE_COMPOSITING_MODE: process.env.WEBKIT_DISABLE_COMPOSITING_MODE ?? '1',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const call = webDriverCall(url);
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const status = await call<{ ready: boolean }>('GET', '/status');
      if (status.ready) return { url, stop };
    } catch (error) {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`WebKitWebDriver did not start on port ${port}`, { cause: error });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** WebKit through a running driver (`driverUrl`), or through one of its own that close() ends. */
async function launchWebKit(driverUrl?: string): Promise<Engine> {
  const own = driverUrl === undefined ? await startWebKitDriver() : undefined;
  const call = webDriverCall(driverUrl ?? own!.url);
  const paths = enginePaths();
  let current: EnginePage | undefined;
  let sessionId: string | undefined;
  return {
    name: 'webkit',
    // One MiniBrowser for the whole run: starting one per page now and then never answered on a
    // busy machine. Each page starts from cleared storage and cookies instead (see goto).
    async newPage(size) {
      await current?.close();
      sessionId ??= (
        await call<{ sessionId: string }>('POST', '/session', {
          capabilities: {
            alwaysMatch: {
              'webkitgtk:browserOptions': { binary: paths.miniBrowser, args: ['--automation'] },
              timeouts: { pageLoad: 30_000, script: 30_000, implicit: 0 },
            },
          },
        })
      ).sessionId;
      const id = sessionId;
      current = await webkitPage(
        <T>(method: string, path: string, body?: unknown) =>
          call<T>(method, `/session/${id}${path}`, body),
        size,
      );
      return current;
    },
    async closePage() {
      await current?.close();
      current = undefined;
    },
    async close() {
      if (sessionId) await call('DELETE', `/session/${sessionId}`).catch(() => undefined);
      own?.stop();
    },
  };
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A WebKit page. GTK will not make MiniBrowser's window narrower than ~450 px, so a narrower
 * viewport (the 375 px phone) is an iframe of that size at the top-left of a blank page of the
 * same origin; every script, click and screenshot then goes to that iframe (docs/decisions.md).
 */
async function webkitPage(call: Call, size: Size): Promise<EnginePage> {
  const script = <T>(expression: string) =>
    call<{ ok?: T; error?: string }>('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${expression})).then(
          (ok) => done({ ok: ok === undefined ? null : ok }),
          (e) => done({ error: String(e && e.stack || e) }));`,
      args: [],
    }).then((r) => {
      if (r.error !== undefined) throw new Error(`in WebKit: ${r.error}`);
      return r.ok as T;
    });
  const toFrame = async (selector: string) => {
    const element = await script<Record<string, string>>(
      `document.querySelector(${JSON.stringify(selector)})`,
    );
    if (!element?.[ELEMENT]) throw new Error(`no ${selector}`);
    await call('POST', '/frame', { id: element });
  };
  const narrow = size.width < 480;
  // The window's chrome is outside the viewport: size the window, measure, and correct. GTK
  // resizes the window after the call returns, so each measure waits for the viewport to settle
  // (a measure taken before it did once made a 1280 px page 1760 px wide).
  const inner = () => script<[number, number]>('[innerWidth, innerHeight]');
  const settled = async (before: [number, number]) => {
    let last = before;
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const now = await inner();
      if (now[0] === last[0] && now[1] === last[1] && (i >= 4 || now[0] !== before[0])) return now;
      last = now;
    }
    return last;
  };
  const resize = async (width: number, height: number) => {
    let rect = { width, height };
    for (let attempt = 0; attempt < 4; attempt++) {
      const before = await inner();
      if (attempt > 0 && before[0] === width && before[1] === height) return;
      await call('POST', '/window/rect', rect);
      const now = await settled(before);
      if (now[0] === width && now[1] === height) return;
      rect = { width: rect.width + (width - now[0]), height: rect.height + (height - now[1]) };
    }
    throw new Error(`WebKit's viewport did not take ${width}x${height}`);
  };
  await resize(narrow ? 800 : size.width, size.height);
  const frameSelector = 'iframe[data-engine-viewport]';
  const inPage = async () => {
    if (!narrow) return;
    await call('POST', '/frame', { id: null });
    await toFrame(frameSelector);
  };
  const key = (k: string) => (k in KEYS ? KEYS[k as keyof typeof KEYS] : k);
  const keys = (chars: string[]) =>
    call('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: chars.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });

  return {
    engine: 'webkit',
    async goto(url) {
      // A fresh start for the page's origin: storage and cookies of earlier pages cleared.
      await call('POST', '/frame', { id: null });
      await call('POST', '/url', { url: new URL('/engine-viewport', url).href });
      await script('(localStorage.clear(), sessionStorage.clear(), true)');
      await call('DELETE', '/cookie');
      if (!narrow) {
        await call('POST', '/url', { url });
        return;
      }
      await script(`new Promise((resolve) => {
        document.documentElement.innerHTML = '<body style="margin:0"></body>';
        const frame = document.createElement('iframe');
        frame.setAttribute('data-engine-viewport', '');
        frame.style.cssText = 'border:0;display:block;width:${size.width}px;height:${size.height}px';
        frame.onload = () => resolve(true);
        frame.src = ${JSON.stringify(url)};
        document.body.append(frame);
      })`);
      await toFrame(frameSelector);
    },
    async evaluate<T>(expression: string) {
      return script<T>(expression);
    },
    async evaluateInFrame<T>(frameSelector2: string, expression: string) {
      await toFrame(frameSelector2);
      try {
        return await script<T>(expression);
      } finally {
        await call('POST', '/frame/parent', {});
      }
    },
    async clickAt(x, y) {
      await call('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              {
                type: 'pointerMove',
                x: Math.round(x),
                y: Math.round(y),
                origin: 'viewport',
                duration: 0,
              },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await call('DELETE', '/actions');
    },
    async type(text) {
      await keys([...text]);
    },
    async press(k) {
      await keys([key(k)]);
    },
    async screenshot(file) {
      let png: string;
      if (narrow) {
        await call('POST', '/frame', { id: null });
        const element = await script<Record<string, string>>(
          `document.querySelector('${frameSelector}')`,
        );
        png = await call<string>('GET', `/element/${element[ELEMENT]}/screenshot`);
        await inPage();
      } else {
        png = await call<string>('GET', '/screenshot');
      }
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    async close() {
      await call('POST', '/frame', { id: null });
      await call('POST', '/url', { url: 'about:blank' });
    },
  };
}
