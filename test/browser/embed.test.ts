import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Holds the settings call, so the loading skeleton stays on screen while the test looks. */
async function holdSettings(page: Page) {
  await page.route('**/externalBookingSettings/**', () => undefined);
}

async function shellInShadow(page: Page, selector = 'booking-widget') {
  await page.waitForFunction(
    (sel) => !!document.querySelector(sel)?.shadowRoot?.querySelector('[data-testid="app-shell"]'),
    selector,
  );
  return page.evaluate((sel) => {
    const host = document.querySelector(sel)!;
    const root = host.shadowRoot!;
    const shell = root.querySelector('[data-testid="app-shell"]')!;
    return {
      shadowMode: root.mode,
      system: host.getAttribute('system'),
      unit: host.getAttribute('unit'),
      previousSibling: host.previousElementSibling?.tagName ?? null,
      emotionStylesInShadow: root.querySelectorAll('style[data-emotion]').length,
      emotionStylesInHead: document.head.querySelectorAll('style[data-emotion]').length,
      skeletons: shell.querySelectorAll('[data-skeleton]').length,
      shellColor: getComputedStyle(shell).color,
      shellFontSize: getComputedStyle(host).fontSize,
      ariaBusy: shell.getAttribute('aria-busy'),
    };
  }, selector);
}

describe('foundation: the smallest real path through every layer', () => {
  it('the pasted loader script renders <booking-widget> where the tag stands, in an open shadow root', async () => {
    const page = await harness.newPage();
    await holdSettings(page);
    await page.goto('/site/inline.html');
    const result = await shellInShadow(page);
    expect(result.shadowMode).toBe('open');
    expect(result.system).toBe('se_demo');
    expect(result.unit).toBe('1');
    // Inserted right after the script tag the venue pasted.
    expect(result.previousSibling).toBe('SCRIPT');
    expect(result.skeletons).toBeGreaterThanOrEqual(8);
    expect(result.ariaBusy).toBe('true');
  });

  it("Emotion's styles live in the shadow root, never in the document head", async () => {
    const page = await harness.newPage();
    await holdSettings(page);
    await page.goto('/site/inline.html');
    const result = await shellInShadow(page);
    expect(result.emotionStylesInShadow).toBeGreaterThan(0);
    expect(result.emotionStylesInHead).toBe(0);
  });

  it("the host page's CSS (div colour, html font-size) does not leak into the widget", async () => {
    const page = await harness.newPage();
    await holdSettings(page);
    await page.goto('/site/inline.html');
    const result = await shellInShadow(page);
    expect(result.shellColor).not.toBe('rgb(192, 57, 43)');
    expect(result.shellFontSize).toBe('16px');
  });

  it('a <booking-widget> tag written into the page is upgraded the same way', async () => {
    const page = await harness.newPage();
    await holdSettings(page);
    await page.goto('/site/tag.html');
    const result = await shellInShadow(page);
    expect(result.shadowMode).toBe('open');
    expect(result.emotionStylesInShadow).toBeGreaterThan(0);
    expect(result.emotionStylesInHead).toBe(0);
  });

  it('the full-page entry serves index.html for an unknown path and renders the widget', async () => {
    const page = await harness.newPage();
    await holdSettings(page);
    const response = await page.goto('/se_demo/1');
    expect(response?.status()).toBe(200);
    const result = await shellInShadow(page);
    expect(result.shadowMode).toBe('open');
  });

  it('the API behind the demo server matches paths in any case (DESIGN §3)', async () => {
    const page = await harness.newPage();
    const res = await page.request.get('/API/V1/Booking/ExternalBookingSettings/1', {
      headers: { system: 'se_demo' },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).unitsMetaData.name).toBe('Smak & Sill');
  });

  it('the demo index links every demo page, and each one answers', async () => {
    const page = await harness.newPage();
    await page.goto('/');
    const links = await page.$$eval('a', (as) => as.map((a) => a.getAttribute('href')!));
    expect(links).toContain('/site/inline.html');
    for (const link of links) {
      const res = await page.request.get(link);
      expect(res.status(), link).toBe(200);
    }
  });
});
