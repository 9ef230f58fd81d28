// Issue 31 in Chromium, against the reference API: a release while a page's loader.js is still
// cached (its hashed bundle answers 404), and the five-minute files revalidated with ETag/304.
import type { CDPSession, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAt } from './demoAt.ts';
import { PHONE } from './harness.ts';
import { expectNoAxeViolations, screenshot, widget } from './support.ts';

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const demo = demoAt(NOW);

/** Every `booking-widget:error` the host page hears, recorded from document start. */
const HEAR_ERRORS = () => {
  const heard: unknown[] = [];
  (window as unknown as { heardErrors: unknown[] }).heardErrors = heard;
  document.addEventListener('booking-widget:error', (event) =>
    heard.push((event as CustomEvent).detail),
  );
};
const heardErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { heardErrors: unknown[] }).heardErrors);

/**
 * The inline page, its widget bundle gone as after a release that deleted it: held until
 * `fail()` answers it 404 (the first paint draws meanwhile), or at once.
 */
async function pageWithoutBundle(path: string) {
  const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
  await page.addInitScript(HEAR_ERRORS);
  const held: Route[] = [];
  let gone = false;
  await page.route(/\/widget-[A-Z0-9]+\.js$/, (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not Found' }) : void held.push(route),
  );
  await page.goto(path, { waitUntil: 'commit' });
  const fail = async () => {
    gone = true;
    await Promise.all(held.splice(0).map((route) => route.fulfill({ status: 404 })));
  };
  return { page, fail };
}

const message = (page: Page) => widget(page).getByRole('alert');

describe('a release while loader.js is cached: the bundle answers 404 (issue 31)', () => {
  it('the first paint gives way to a message and the full page link; the host hears an error', async () => {
    const { page, fail } = await pageWithoutBundle('/site/inline.html');
    const twoGuests = widget(page).locator('[data-first-paint] button[aria-label="2 guests"]');
    await twoGuests.waitFor();
    // Positive control: until the bundle fails, the guest has the first paint's buttons.
    expect(await message(page).count()).toBe(0);
    await twoGuests.click();
    await fail();
    await expect.poll(() => message(page).count()).toBe(1);
    expect(await widget(page).locator('[data-first-paint]').count()).toBe(0);
    expect(await widget(page).getByRole('button').count()).toBe(0);
    // In the guest's language (Chromium's en-US), from the locale file the loader asked for.
    expect(await message(page).locator('p').textContent()).toBe(
      'The booking form could not be loaded.',
    );
    const link = message(page).getByRole('link', { name: 'Open the booking page' });
    const fullPage = `${demo.harness.server.url}/se_demo/1`;
    expect(await link.getAttribute('href')).toBe(fullPage);
    expect(await heardErrors(page)).toEqual([{ reason: 'bundle', fullPage }]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'resilience-bundle-404');
    // The link leads to the full page on the widget's origin, where the widget runs (its
    // bundle served again, as a kept release would be).
    await page.unroute(/\/widget-[A-Z0-9]+\.js$/);
    await link.click();
    await page.waitForURL(fullPage);
    await widget(page).getByTestId('guests-step').first().waitFor({ timeout: 15_000 });
  });

  it('a bundle that fails before the first paint could draw: the message all the same', async () => {
    const { page, fail } = await pageWithoutBundle('/site/inline.html');
    await fail();
    await expect.poll(() => message(page).count()).toBe(1);
    expect(await widget(page).getByRole('button').count()).toBe(0);
    await expect.poll(() => heardErrors(page)).toHaveLength(1);
  });
});

/** The raw status of each response of the page's session, by URL (304s included). */
async function rawStatuses(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // CDP may report a response's extra info before the request itself, so the
  // URL is looked up when the test reads the list, not when the event arrives.
  const urls = new Map<string, string>();
  const sent = new Map<string, string | undefined>();
  const raw: { requestId: string; status: number }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.requestWillBeSentExtraInfo', (e) =>
    sent.set(e.requestId, e.headers['If-None-Match'] ?? e.headers['if-none-match']),
  );
  cdp.on('Network.responseReceivedExtraInfo', (e) =>
    raw.push({ requestId: e.requestId, status: e.statusCode }),
  );
  const statuses = (): { url: string; status: number; ifNoneMatch?: string }[] =>
    raw.map((r) => ({
      url: urls.get(r.requestId) ?? '',
      status: r.status,
      ifNoneMatch: sent.get(r.requestId),
    }));
  return statuses;
}

describe('revalidation of the five-minute files (DESIGN §6, issue 31)', () => {
  it('loader.js, the locale and the full page answer 304 (first-paint.js and loader-modes.js are named by content since issue 49: immutable)', async () => {
    // An empty cache: the first answers are the server's 200s.
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW, fresh: true });
    const statuses = await rawStatuses(page);
    await page.goto('/site/inline.html');
    await widget(page).getByTestId('guests-step').first().waitFor({ timeout: 15_000 });
    const base = demo.harness.server.url;
    const files = ['/loader.js', '/locales/en/common.json'];
    for (const file of files) {
      await expect
        .poll(() => statuses().find((s) => s.url === base + file)?.status, { message: file })
        .toBe(200);
    }
    // What a browser does once max-age has passed: it asks again with the ETag it keeps.
    await page.evaluate(
      (urls) => Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' }))),
      files,
    );
    for (const file of files) {
      const again = () =>
        statuses()
          .filter((s) => s.url === base + file)
          .at(-1);
      await expect.poll(() => again()?.status, { message: file }).toBe(304);
      expect(again()?.ifNoneMatch, file).toMatch(/^"[\w-]{32}"$/);
    }
    // The full page: a reload revalidates the document.
    await page.goto('/se_demo/1');
    await page.reload();
    const document = () => statuses().filter((s) => s.url === `${base}/se_demo/1`);
    await expect.poll(() => document().map((s) => s.status)).toEqual([200, 304]);
  });
});
