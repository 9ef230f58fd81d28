import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WIDGET_SOURCE } from '../../shared/bridge/bridgeMessage.ts';
import { MAX_FRAME_HEIGHT } from '../../shared/bridge/clampFrameHeight.ts';
import { startHarness, type Harness } from '../browser/harness.ts';
import { control } from '../browser/support.ts';
import { recordFigures } from './figures.ts';

// Issue 31 in Chromium, as an outsider would try it: crafted payment-return routes on a venue's
// page (inline, modal and the loader's iframe fallback for browsers without custom elements), a
// hostile frame-height message, and a stored API-base override planted by a third-party script.
// The venue's pages are served from ANOTHER origin than the widget, as a venue pastes it.

let harness: Harness;
let hostServer: Server;
let hostUrl = '';
let widgetUrl = '';

const venue = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title></head>
<body><main><h1>Venue</h1>${body}</main></body></html>`;

const PAGES: Record<string, (widget: string) => string> = {
  '/inline.html': (w) =>
    venue(`<script async src="${w}/loader.js" data-system="se_demo" data-unit="1"></script>`),
  '/modal.html': (w) =>
    venue(`<button type="button" data-booking-widget-open>Book</button>
<script async src="${w}/loader.js" data-system="se_demo" data-unit="1" data-mode="modal"></script>`),
  '/iframe.html': (w) =>
    venue(
      `<script async src="${w}/loader.js" data-system="se_demo" data-unit="1" data-mode="iframe"></script>`,
    ),
};

beforeAll(async () => {
  harness = await startHarness();
  widgetUrl = harness.server.url;
  hostServer = createServer((req, res) => {
    const page = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ? page(widgetUrl) : 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hostServer?.closeAllConnections();
  await new Promise((resolve) => hostServer?.close(resolve));
  await harness?.close();
});
beforeEach(() => control(harness.server.url, 'reset'));

/** The loader's fallback where custom elements are missing (the top page only: not the frame). */
const NO_CUSTOM_ELEMENTS = () => {
  if (window === window.top) {
    Object.defineProperty(window, 'customElements', { value: undefined, configurable: true });
  }
};

const isEvil = (url: URL) => url.hostname.endsWith('evil.test');

/** A page whose requests to evil.test are recorded and refused, and whose errors are kept. */
async function watchedPage(options: { noCustomElements?: boolean } = {}) {
  const page = await harness.newPage();
  if (options.noCustomElements) await page.addInitScript(NO_CUSTOM_ELEMENTS);
  const offSite: string[] = [];
  await page.context().route(isEvil, (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, offSite, errors };
}

/** Every frame on the venue's page: where it points, and what the page's body carries. */
const framesOf = (page: Page) =>
  page.evaluate(() => ({
    frames: [...document.querySelectorAll('iframe')].map((f) => f.src),
    bodyAttributes: document.body.getAttributeNames(),
    dialogOpen: !!document.querySelector('dialog[data-booking-widget-modal]')?.hasAttribute('open'),
  }));

const onWidgetOrigin = (src: string) => new URL(src).origin === widgetUrl;

/** The first frame's widget, once its guests step is drawn (the loader has done its work). */
async function frameReady(page: Page) {
  await expect.poll(() => page.locator('iframe').count()).toBeGreaterThan(0);
  const frame = page.frameLocator('iframe').first();
  await frame.locator('booking-widget').getByRole('button').first().waitFor({ timeout: 15_000 });
}

const route = (value: string) => `bookingWidgetRoute=${encodeURIComponent(value)}`;

const CRAFTED = [
  ['a javascript: route', `?${route("/javascript:top.document.body.setAttribute('x',1),1/1/x")}`],
  [
    'a backslash host with a terminal parameter',
    '?bookingWidgetRoute=/%5C%5Cevil.test/1/x&ChargeId=1',
  ],
  ['a protocol-relative route', `?${route('//evil.test/1/x')}&ChargeId=1`],
  ['an encoded slash host', `?${route('/%2F%2Fevil.test/1/x')}&ChargeId=1`],
  ['a venue the page does not show', `?${route('/no_demo/1/payment-confirmation/x')}&ChargeId=1`],
] as const;

describe('crafted payment-return routes (issue 31)', () => {
  it.each(CRAFTED)(
    'iframe fallback (no custom elements), %s: runs nothing, frames nothing off-site, opens no modal',
    async (_case, search) => {
      const { page, offSite, errors } = await watchedPage({ noCustomElements: true });
      await page.goto(`${hostUrl}/inline.html${search}`);
      // The loader's own frame for the tag is there and its widget drawn: the loader is done.
      await frameReady(page);
      const seen = await framesOf(page);
      expect(seen.bodyAttributes).toEqual([]);
      expect(seen.frames.length).toBeGreaterThan(0);
      expect(seen.frames.filter((src) => !onWidgetOrigin(src))).toEqual([]);
      expect(seen.dialogOpen).toBe(false);
      expect(
        page.frames().filter((f) => /^https?:/.test(f.url()) && isEvil(new URL(f.url()))),
      ).toEqual([]);
      expect(offSite).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it.each(CRAFTED)(
    'inline, %s: runs nothing, the widget starts as usual',
    async (_case, search) => {
      const { page, offSite, errors } = await watchedPage();
      await page.goto(`${hostUrl}/inline.html${search}`);
      await page.locator('booking-widget').getByTestId('guests-step').waitFor({ timeout: 15_000 });
      expect((await framesOf(page)).bodyAttributes).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(offSite).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('positive control: a return for the venue the page shows opens, its hostile segments encoded on the widget origin', async () => {
    const { page, offSite } = await watchedPage({ noCustomElements: true });
    const crafted = "/se_demo/1/javascript:top.document.body.setAttribute('x',1)/%5C%5Cevil.test";
    await page.goto(`${hostUrl}/modal.html?${route(crafted)}&ChargeId=1`);
    await expect.poll(async () => (await framesOf(page)).dialogOpen).toBe(true);
    const [src] = (await framesOf(page)).frames;
    expect(onWidgetOrigin(src!)).toBe(true);
    expect(new URL(src!).pathname).toBe(
      "/se_demo/1/javascript%3Atop.document.body.setAttribute('x'%2C1)/%5C%5Cevil.test",
    );
    expect(new URL(src!).searchParams.get('ChargeId')).toBe('1');
    expect((await framesOf(page)).bodyAttributes).toEqual([]);
    expect(offSite).toEqual([]);
  });
});

describe('the frame-height message (issue 31)', () => {
  it('is clamped: a frame never grows past the limit to cover the venue page', async () => {
    const { page } = await watchedPage();
    await page.goto(`${hostUrl}/iframe.html`);
    await frameReady(page);
    const frame = page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
    // Every height the loader gives the frame (the widget sends its own as well).
    await page.evaluate(() => {
      const heights: string[] = [];
      (window as unknown as { heights: string[] }).heights = heights;
      const iframe = document.querySelector('iframe')!;
      new MutationObserver(() => heights.push(iframe.style.height)).observe(iframe, {
        attributeFilter: ['style'],
      });
    });
    const heights = () =>
      page.evaluate(() => (window as unknown as { heights: string[] }).heights.splice(0));
    const send = (value: unknown) =>
      frame.evaluate(
        ([source, value, host]) => {
          const id = window.name.split('|')[1];
          window.parent.postMessage(
            { source, id, name: 'height', payload: { height: value } },
            host!,
          );
        },
        [WIDGET_SOURCE, value, hostUrl] as const,
      );
    const applied = async (value: unknown, expected: string) => {
      const seen: string[] = [];
      await send(value);
      await expect
        .poll(async () => {
          seen.push(...(await heights()));
          return seen.includes(expected);
        })
        .toBe(true);
      return seen;
    };
    const all: string[] = [];
    // Positive control: a plausible height is taken as it is.
    all.push(...(await applied(777, '777px')));
    for (const hostile of [1e9, Infinity, '99999999']) {
      all.push(...(await applied(778, '778px')));
      all.push(...(await applied(hostile, `${MAX_FRAME_HEIGHT}px`)));
    }
    // Nothing positive and finite: ignored (the next plausible one still lands).
    for (const ignored of [-5, 0, 'NaN', null]) {
      await send(ignored);
      all.push(...(await applied(779, '779px')), ...(await applied(777, '777px')));
    }
    expect(all.filter((h) => !/^\d+px$/.test(h) || parseInt(h) > MAX_FRAME_HEIGHT)).toEqual([]);
  });
});

/** Requests the page makes to the settings endpoint, by URL. */
function settingsRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/externalBookingSettings/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const API_KEY = 'booking-widget:apiBase';

describe('a stored apiBase override planted by a third-party script (issue 31)', () => {
  it.each([
    ['the full page', () => `${widgetUrl}/se_demo/1`],
    ['an inline widget on the venue page', () => `${hostUrl}/inline.html`],
  ])('%s: another origin is ignored, the own API answers', async (_case, url) => {
    const { page, offSite, errors } = await watchedPage();
    await page.goto(url());
    await page.evaluate((key) => localStorage.setItem(key, 'http://evil.test/api/v1'), API_KEY);
    const requests = settingsRequests(page);
    await page.reload();
    await page.locator('booking-widget').getByTestId('guests-step').waitFor({ timeout: 15_000 });
    expect(offSite).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((u) => u.startsWith(`${widgetUrl}/api/v1/`))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('positive control: localhost over http on an http page is honoured', async () => {
    const { page } = await watchedPage();
    const port = new URL(widgetUrl).port;
    await page.goto(`${widgetUrl}/site/`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [API_KEY, `http://localhost:${port}/api/v1`],
    );
    const requests = settingsRequests(page);
    await page.goto(`${widgetUrl}/se_demo/1`);
    await expect
      .poll(() => requests.some((u) => u.startsWith(`http://localhost:${port}/api/v1/`)))
      .toBe(true);
  });

  it('on an https page: an http override (localhost too) is ignored, an https one is honoured', async () => {
    // The widget served as https://widget.test through the real demo server.
    const { page, errors } = await watchedPage();
    await page.context().route(/^https:\/\/widget\.test\//, async (intercepted) => {
      const asked = new URL(intercepted.request().url());
      // A page that navigated on meanwhile disposes of the answer: nothing is left to fulfil.
      await intercepted
        .fetch({
          url: widgetUrl + asked.pathname + asked.search,
          headers: { ...intercepted.request().headers(), 'accept-encoding': 'identity' },
        })
        .then((response) => intercepted.fulfill({ response }))
        .catch(() => undefined);
    });
    const port = new URL(widgetUrl).port;
    await page.goto('https://widget.test/site/');
    const requests = settingsRequests(page);
    for (const override of [`http://localhost:${port}/api/v1`, 'http://widget.test/api/v1']) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [API_KEY, override],
      );
      await page.goto('https://widget.test/se_demo/1');
      await page.locator('booking-widget').getByTestId('guests-step').waitFor({ timeout: 15_000 });
    }
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.filter((u) => !u.startsWith('https://widget.test/api/v1/'))).toEqual([]);
    // Positive control: https on the widget's own origin is honoured.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [API_KEY, 'https://widget.test/api/v1/'],
    );
    await page.goto('https://widget.test/se_demo/1');
    await page.locator('booking-widget').getByTestId('guests-step').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    recordFigures({ 'issue 31 crafted return routes': CRAFTED.length });
  });
});
