import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { control, expectNoAxeViolations, settled } from '../browser/support.ts';
import { recordFigures } from './figures.ts';
import { XSS_PAYLOADS } from './xssCorpus.ts';
import { LIMITS } from '../../shared/contract/limits.ts';
import availableTimes from '../fixtures/availableTimes.response.json' with { type: 'json' };

// Issue 15 in Chromium, against the real reference API: the open redirect (item 3), a newline
// in `system` (item 5), an oversized availableTimes answer (item 4), the nonce under a real CSP
// header from another origin (item 2), and the XSS corpus through venue texts and attributes.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());
beforeEach(() => control(harness.server.url, 'reset'));

const errorPage = (page: Page) => page.locator('booking-widget [data-error-page]');
/** Which error page shows now, or null (a blank element): never waits, so a poll can fail. */
const errorPageKind = async (page: Page) =>
  (await errorPage(page).count()) === 0
    ? null
    : errorPage(page).first().getAttribute('data-error-page');
/** The widget's keys in local storage carry its prefix (shared/storage/namespacedStorage.ts). */
const LAST_SYSTEM = 'booking-widget:lastSystem';
const LAST_UNIT = 'booking-widget:lastUnit';

/** A page that records uncaught errors and whether any payload ran. */
async function watched() {
  const page = await harness.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

describe('item 3: no open redirect from the generic error page', () => {
  it('/%2F%2Fevil.example/1 is a broken link and stores nothing', async () => {
    const { page, errors } = await watched();
    await page.goto('/%2F%2Fevil.example/1');
    await expect.poll(() => errorPageKind(page)).toBe('brokenLink');
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_SYSTEM)).toBeNull();
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('Try again with a poisoned lastSystem stays on the own origin', async () => {
    const { page } = await watched();
    await page.goto('/site/');
    await page.evaluate(
      ([system, unit]) => {
        localStorage.setItem(system!, '//evil.example');
        localStorage.setItem(unit!, '1');
      },
      [LAST_SYSTEM, LAST_UNIT],
    );
    // The settings call fails with 502 (a generic error) for this load only (the client retries a GET once).
    await control(harness.server.url, 'faults', {
      pattern: 'externalbookingsettings',
      status: 502,
      times: 2,
    });
    await page.goto('/se_demo/1');
    await expect.poll(() => errorPageKind(page)).toBe('generic');
    // The page itself stores the valid venue again; poison it after the load, as an attacker
    // with an earlier visit would have.
    await page.evaluate((key) => localStorage.setItem(key, '//evil.example'), LAST_SYSTEM);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // Try again navigates either way (a reload here); wait for it before looking where it went.
    const navigated = page.waitForEvent('framenavigated', { timeout: 10_000 });
    await errorPage(page).getByRole('button', { name: 'Try again' }).click();
    await navigated;
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(harness.server.url);
    expect(requests.some((url) => url.includes('evil.example'))).toBe(false);
  });
});

describe('item 5: a newline in system', () => {
  it.each([
    ['attribute', 'se_demo\nX-Evil: 1'],
    ['attribute with a carriage return', 'se_demo\r'],
  ])('in the %s shows the broken-link page, with no uncaught error', async (_name, system) => {
    const { page, errors } = await watched();
    await page.goto('/site/');
    await page.evaluate((value) => {
      const element = document.createElement('booking-widget');
      element.setAttribute('system', value);
      element.setAttribute('unit', '1');
      element.setAttribute('api-base', `${location.origin}/api/v1`);
      document.body.append(element);
    }, system);
    await page.addScriptTag({ url: '/loader.js' }).catch(() => undefined);
    await expect.poll(() => errorPageKind(page), { timeout: 10_000 }).toBe('brokenLink');
    expect(errors).toEqual([]);
  });

  it('in the path (%0A) shows the broken-link page', async () => {
    const { page, errors } = await watched();
    await page.goto('/se_demo%0AX-Evil:%201/1');
    await expect.poll(() => errorPageKind(page)).toBe('brokenLink');
    expect(errors).toEqual([]);
  });
});

describe('item 4: an oversized availableTimes answer', () => {
  it('copies of the unit past the answer limit show the venue’s contact notice, not tens of thousands of buttons (issue 51)', async () => {
    // The contract fixture's unit has 29 times (and 5 time sets): enough copies to pass the
    // limit the largest venue sets (LIMITS.availableTimesSlots, docs/decisions.md "Large venues").
    const copies = Math.ceil(LIMITS.availableTimesSlots / 29) + 10;
    const times = availableTimes;
    await control(harness.server.url, 'faults', {
      pattern: 'availabletimes',
      status: 200,
      body: Array.from({ length: copies }, () => times[0]),
    });
    const { page, errors } = await watched();
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/se_demo/1?guests=2&children=0&date=${day}`);
    await page.getByTestId('over-limit').waitFor({ timeout: 15_000 });
    expect(await page.locator('booking-widget button').count()).toBeLessThan(50);
    expect(errors).toEqual([]);
  });
});

type SettingsAnswer = Record<string, unknown> & { unitsMetaData: Record<string, unknown> };

/** The seed venue's settings answer, as the reference API gives it. */
const seedSettings = (): Promise<SettingsAnswer> =>
  fetch(`${harness.server.url}/api/v1/booking/externalBookingSettings/1`, {
    headers: { system: 'se_demo' },
  }).then((r) => r.json() as Promise<SettingsAnswer>);

/** From now on the settings request is answered with `body` (a hostile venue's texts). */
async function answerSettingsWith(body: SettingsAnswer) {
  await control(harness.server.url, 'faults/clear');
  await control(harness.server.url, 'faults', {
    pattern: 'externalbookingsettings',
    status: 200,
    body,
  });
}

describe('XSS corpus', () => {
  it(`${XSS_PAYLOADS.length} payloads in every venue text: none runs, only a and br survive`, async () => {
    const settings = await seedSettings();
    const fields = Object.keys(settings).filter((key) => typeof settings[key] === 'string');
    const batches = 6;
    let tried = 0;
    for (let b = 0; b < batches; b += 1) {
      const batch = XSS_PAYLOADS.filter((_, i) => i % batches === b).join('<br>');
      const body = structuredClone(settings);
      for (const field of fields) body[field] = batch;
      body.unitsMetaData.name = batch;
      body.unitsMetaData.messageExceededGuests = batch;
      await answerSettingsWith(body);
      const { page, errors } = await watched();
      await page.goto('/se_demo/1');
      await page.locator('booking-widget [data-testid="venue-intro"] a').first().waitFor();
      await settled(page);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      const inIntro = await page
        .locator('booking-widget [data-testid="venue-intro"] > div *')
        .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.tagName.toLowerCase()))]);
      expect(inIntro.filter((tag) => tag !== 'a' && tag !== 'br')).toEqual([]);
      const hrefs = await page
        .locator('booking-widget a[href]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^(https:|tel:|mailto:)/);
      expect(errors).toEqual([]);
      tried += XSS_PAYLOADS.filter((_, i) => i % batches === b).length * (fields.length + 2);
      await page.close();
    }
    recordFigures({ 'XSS payloads': XSS_PAYLOADS.length, 'XSS venue-text inputs': tried });
  });

  it(`${XSS_PAYLOADS.length} payloads in the welcome text when DOMPurify's chunk cannot be fetched: none runs, the text shows as text alone`, async () => {
    const settings = await seedSettings();
    const batches = 3;
    for (let b = 0; b < batches; b += 1) {
      const batch = XSS_PAYLOADS.filter((_, i) => i % batches === b).join('<br>');
      const body = structuredClone(settings);
      body.introductionMessage = batch;
      await answerSettingsWith(body);
      const { page, errors } = await watched();
      await page.route(/\/chunks\/sanitizeVenueText-[A-Z0-9]+\.js$/, (route) =>
        route.abort('connectionreset'),
      );
      await page.goto('/se_demo/1');
      const text = page.locator('booking-widget [data-testid="venue-intro"] > div').last();
      await expect.poll(() => text.evaluate((node) => node.style.whiteSpace)).toBe('pre-line');
      await settled(page);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      // No element at all inside: React wrote the words as text.
      expect(await text.locator('*').count()).toBe(0);
      expect((await text.textContent())!.length).toBeGreaterThan(100);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it(`${XSS_PAYLOADS.length} payloads in the venue's name and welcome text drawn before React (the first paint, issue 16): none runs, only a and br survive`, async () => {
    const settings = await seedSettings();
    const batches = 3;
    for (let b = 0; b < batches; b += 1) {
      const batch = XSS_PAYLOADS.filter((_, i) => i % batches === b).join('\n');
      const body = structuredClone(settings);
      body.introductionMessageHeader = batch;
      body.introductionMessage = batch;
      body.unitsMetaData.name = batch;
      await answerSettingsWith(body);
      const { page, errors } = await watched();
      // The bundle never arrives: what the guest has is the first paint alone.
      await page.route(/\/widget-[A-Z0-9]+\.js$/, () => undefined);
      for (const path of ['/se_demo/1', '/site/inline.html']) {
        await page.goto(path, { waitUntil: 'commit' });
        const paint = page.locator('booking-widget div[data-first-paint]');
        await paint.locator('[part="side"] h3').waitFor();
        await settled(page);
        expect(
          await page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
        ).toBeUndefined();
        const inIntro = await paint
          .locator('[part="side"] > div > div *')
          .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.tagName.toLowerCase()))]);
        expect(inIntro.filter((tag) => tag !== 'a' && tag !== 'br')).toEqual([]);
        const attributes = await paint
          .locator('*')
          .evaluateAll((nodes) =>
            nodes
              .flatMap((n) => [...n.attributes].map((a) => a.name))
              .filter((a) => /^on/i.test(a)),
          );
        expect(attributes).toEqual([]);
        const hrefs = await paint
          .locator('a[href]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href') ?? ''));
        for (const href of hrefs) expect(href).toMatch(/^(https:|tel:|mailto:)/);
        // Everything else is the first paint's own markup: the name and heading are text.
        const tags = await paint
          .locator('*')
          .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.tagName.toLowerCase()))]);
        const own = 'div header p img button svg path ul li h2 h3 aside a br'.split(' ');
        expect(tags.filter((tag) => !own.includes(tag))).toEqual([]);
        expect(await paint.locator('[part="side"] h3').textContent()).toBe(batch);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it(`${XSS_PAYLOADS.length} payloads in every element attribute: none runs, no blank element`, async () => {
    const { page, errors } = await watched();
    await page.goto('/site/');
    const attributes = [
      'system',
      'unit',
      'lang',
      'mode',
      'api-base',
      'sections',
      'tag',
      'guests',
      'children',
      'date',
      'nonce',
    ];
    const perPage = 25;
    for (let start = 0; start < XSS_PAYLOADS.length; start += perPage) {
      await page.evaluate(
        ({ payloads, attributes }) => {
          document.querySelectorAll('booking-widget').forEach((e) => e.remove());
          payloads.forEach((payload, i) => {
            const element = document.createElement('booking-widget');
            for (const name of attributes) element.setAttribute(name, payload);
            element.id = `x${i}`;
            document.body.append(element);
          });
        },
        { payloads: XSS_PAYLOADS.slice(start, start + perPage), attributes },
      );
      await page.addScriptTag({ url: '/loader.js' }).catch(() => undefined);
      await expect
        .poll(() => page.locator('booking-widget [data-error-page]').count(), { timeout: 15_000 })
        .toBe(Math.min(perPage, XSS_PAYLOADS.length - start));
    }
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
    recordFigures({ 'XSS attribute inputs': XSS_PAYLOADS.length * attributes.length });
  });
});

describe('item 2: nonce under a real CSP header from another origin', () => {
  /** A venue page on another origin that sends a strict CSP header and records violations. */
  async function strictHost(nonce: string) {
    const widgetOrigin = harness.server.url;
    const host = http.createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}' ${widgetOrigin}; style-src 'nonce-${nonce}'; connect-src ${widgetOrigin}; img-src ${widgetOrigin} data:; font-src ${widgetOrigin}`,
      });
      response.end(`<!doctype html><html lang="en"><head><title>Host</title>
<script nonce="${nonce}">window.__violations=[];document.addEventListener('securitypolicyviolation',e=>window.__violations.push(e.violatedDirective+' '+e.blockedURI));</script>
</head><body><main><h1>Venue</h1>
<script src="${widgetOrigin}/loader.js" nonce="${nonce}" data-system="se_demo" data-unit="1" data-api-base="${widgetOrigin}/api/v1" data-nonce="${nonce}"></script>
</main></body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      close: () => new Promise<void>((resolve) => host.close(() => resolve())),
    };
  }

  /** A page that records what the CSP refused: events and console messages. */
  async function cspWatched() {
    const watchedPage = await watched();
    const console: string[] = [];
    watchedPage.page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) console.push(m.text());
    });
    const refused = async () => ({
      events: await watchedPage.page.evaluate(
        () => (window as unknown as { __violations: string[] }).__violations,
      ),
      console,
    });
    return { ...watchedPage, refused };
  }

  it('0 violations and a styled widget', async () => {
    const nonce = 'n0nce-' + Math.random().toString(36).slice(2);
    const host = await strictHost(nonce);
    try {
      const { page, errors, refused } = await cspWatched();
      await page.goto(host.url);
      await page.locator('booking-widget [data-testid="venue-intro"]').waitFor({ timeout: 15_000 });
      await settled(page);
      expect(await refused()).toEqual({ events: [], console: [] });
      // Styled: the widget's Emotion rules applied inside the shadow root.
      const styles = await page.locator('booking-widget').evaluate((el) => {
        const root = el.shadowRoot!;
        const tags = [...root.querySelectorAll('style')];
        const button = root.querySelector('button');
        return {
          styleTags: tags.length,
          rules: tags.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0),
          display: button ? getComputedStyle(button).cursor : null,
        };
      });
      expect(styles.styleTags).toBeGreaterThan(0);
      expect(styles.rules).toBeGreaterThan(0);
      expect(styles.display).toBe('pointer');
      expect(errors).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('issue 32: the children step drawn before React, its module and its sheet, with 0 violations', async () => {
    const nonce = 'n0nce-' + Math.random().toString(36).slice(2);
    const host = await strictHost(nonce);
    try {
      const { page, errors, refused } = await cspWatched();
      // The widget's bundle is held: the first paint is all the guest has.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/widget-[A-Z0-9]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(host.url, { waitUntil: 'commit' });
      const paint = page.locator('booking-widget [data-first-paint]:not(style)');
      await paint.locator('button[aria-label="2 guests"]').click();
      await expect
        .poll(() => paint.locator('h2').textContent())
        .toBe('How many of them are children?');
      // The step's own sheet (a second <style>, with the nonce) applies: the back button's row.
      const back = paint.locator('[part="wizard"] > div > button');
      expect(await back.evaluate((button) => getComputedStyle(button).minHeight)).toBe('44px');
      expect(await refused()).toEqual({ events: [], console: [] });
      release();
      await page.locator('booking-widget [data-testid="children-step"]').waitFor();
      await settled(page);
      expect(await refused()).toEqual({ events: [], console: [] });
      expect(errors).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
