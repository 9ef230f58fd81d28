// Issue 49: Subresource Integrity for every file the loader and the bundle load. A file changed
// on its way (a CDN, a proxy) must not run: the loader pins first-paint.js, loader-modes.js,
// the entry and its chunks with `<link rel=modulepreload integrity>`, and the entry pins the
// lazy chunks the same way (scripts/build/chunkIntegrity.mjs); the phone zones are fetched with
// their integrity. Chromium checks both; README "Versioned URLs and SRI" says what each engine
// does (test/engines/sri.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAt } from './demoAt.ts';
import { DESKTOP } from './harness.ts';
import { widget } from './support.ts';

// Tuesday 1 December 2026, 08:00 Stockholm, as the wizard tests use.
const NOW = Date.UTC(2026, 11, 1, 7, 0);
const demo = demoAt(NOW);

/** What a tampered file does first, should it ever run: leaves its name on the page. */
const MARK = (name: string) =>
  `(globalThis.__tampered = globalThis.__tampered || []).push(${JSON.stringify(name)});\n`;

/**
 * Changes every file whose path matches on its way to the page, as a proxy would: the same
 * answer, with a statement in front of its code. Answers the browser asks for again come changed
 * too.
 */
async function tamper(page: Page, name: string, path: RegExp) {
  const asked: string[] = [];
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      const response = await route.fetch();
      await route.fulfill({ response, body: MARK(name) + (await response.text()) });
    },
  );
  return asked;
}

const tampered = (page: Page) =>
  page.evaluate(() => (globalThis as { __tampered?: string[] }).__tampered ?? []);

/**
 * The positive control: the same tampered file imported without a pin (another URL, the same
 * route) does run, so the changed bytes would have run, had nothing checked them.
 */
async function unpinnedRuns(page: Page, file: string) {
  // A string, so the test runner does not rewrite the page's `import()` as its own.
  await page.evaluate(`import(${JSON.stringify(`${file}?unpinned`)}).catch(() => undefined)`);
  return tampered(page);
}

interface Pin {
  file: string;
  integrity: string;
}

const guests = (page: Page) => widget(page).getByRole('button', { name: '2 guests', exact: true });

describe('SRI (issue 49): a file changed in transit does not run', () => {
  test('untouched: the first paint, the bundle and a lazy chunk load pinned, and the guest goes on to the date step', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    await page.addInitScript(() => {
      const pins: Pin[] = [];
      (globalThis as { __pins?: Pin[] }).__pins = pins;
      new MutationObserver((records) => {
        for (const node of records.flatMap((r) => [...r.addedNodes])) {
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
            pins.push({ file: new URL(node.href).pathname, integrity: node.integrity });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/site/inline.html');
    await guests(page).click();
    await widget(page).getByRole('button', { name: '0 children' }).click();
    await widget(page)
      .getByRole('button', { name: / 2 December 2026/ })
      .waitFor();
    // Every module the page loaded from the widget was preloaded with an integrity value first
    // (the links go once settled, so they are recorded as they come).
    const pins = await page.evaluate(() => (globalThis as { __pins?: Pin[] }).__pins ?? []);
    const files = pins.map((p) => p.file);
    expect(files.some((f) => /^\/first-paint-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^\/loader-modes-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^\/widget-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^\/chunks\/DateStep-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    for (const pin of pins) expect(pin.integrity, pin.file).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    const modules = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && u.pathname.endsWith('.js'))
        .map((u) => u.pathname)
        .filter((p) => p !== '/loader.js'),
    );
    for (const file of modules) expect(files, file).toContain(file);
    // Gone once settled: the host's <head> is left as it was.
    await expect.poll(() => page.locator('link[rel=modulepreload]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a lazy chunk changed in transit (the date step) does not run: the guest sees an error, not the step', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    const asked = await tamper(page, 'DateStep', /^\/chunks\/DateStep-/);
    await page.goto('/site/inline.html');
    await guests(page).click();
    await widget(page).getByRole('button', { name: '0 children' }).click();
    // The widget's error page, with its way to try again, in place of the step.
    const failure = widget(page).locator('[part="error-page"]');
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Try again' }).waitFor();
    expect(asked.length).toBeGreaterThan(0);
    expect(
      await widget(page)
        .getByRole('button', { name: / 2 December 2026/ })
        .count(),
    ).toBe(0);
    expect(await tampered(page)).toEqual([]);
    expect(await unpinnedRuns(page, asked[0]!)).toEqual(['DateStep']);
  });

  test('first-paint.js changed in transit does not run: no first paint, and the widget itself starts as it would', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    const asked = await tamper(page, 'first-paint', /^\/first-paint-[A-Z0-9]{8}\.js$/);
    await page.goto('/site/inline.html');
    await guests(page).click();
    await widget(page).getByRole('button', { name: '0 children' }).waitFor();
    expect(asked.length).toBeGreaterThan(0);
    expect(await tampered(page)).toEqual([]);
    expect(await unpinnedRuns(page, asked[0]!)).toEqual(['first-paint']);
  });

  test('the bundle changed in transit does not run: each widget shows the load failure and its full page link, and the host hears the error', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    await page.addInitScript(() => {
      document.addEventListener('booking-widget:error', (e) => {
        (globalThis as { __errors?: unknown[] }).__errors = [
          ...((globalThis as { __errors?: unknown[] }).__errors ?? []),
          (e as CustomEvent).detail,
        ];
      });
    });
    const asked = await tamper(page, 'bundle', /^\/widget-[A-Z0-9]{8}\.js$/);
    await page.goto('/site/inline.html');
    const failure = widget(page).locator('[part="error-page"]');
    await failure.waitFor();
    await expect
      .poll(() => page.evaluate(() => (globalThis as { __errors?: unknown[] }).__errors))
      .toEqual([{ reason: 'bundle', fullPage: expect.stringMatching(/\/se_demo\/1$/) }]);
    expect(await failure.getByRole('link').getAttribute('href')).toMatch(/\/se_demo\/1$/);
    expect(await guests(page).count()).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(await tampered(page)).toEqual([]);
    expect(await unpinnedRuns(page, asked[0]!)).toEqual(['bundle']);
  });

  test('a chunk of the first step changed in transit does not run either: the load failure shows', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    const manifest = (await (await fetch(`${demo.harness.server.url}/manifest.json`)).json()) as {
      initialChunks: string[];
    };
    const chunk = manifest.initialChunks[0]!;
    const asked = await tamper(page, 'initial chunk', new RegExp(`^/${chunk}$`));
    await page.goto('/site/inline.html');
    await widget(page).locator('[part="error-page"]').waitFor();
    expect(asked.length).toBeGreaterThan(0);
    expect(await tampered(page)).toEqual([]);
    expect(await unpinnedRuns(page, asked[0]!)).toEqual(['initial chunk']);
  });

  test('a phone zone changed in transit by one byte is not used: the form falls back to the plain check and the number goes as typed', async () => {
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    // One space more: the same plans to a parser, other bytes to the integrity check. Without
    // the check the zone would load and the number would go in E.164 (+46…, phone-zones.test.ts).
    const changed: string[] = [];
    await page.route(/\/phone\/43-[A-Z0-9]{8}\.json$/, async (route) => {
      changed.push(route.request().url());
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()} ` });
    });
    await page.goto('/se_demo/1?guests=2&children=0&date=2026-12-02');
    await page
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    const form = page.getByTestId('details-form');
    await form.waitFor();
    const guid = /\/finalize\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await page.getByLabel('First name').fill('Ola');
    await page.getByLabel('Last name').fill('Nordmann');
    await page.getByLabel('Email').fill('ola@example.com');
    await page.getByLabel('Company name').fill('Nordmann AS');
    await page.getByLabel('Country calling code').selectOption('SE');
    await page.getByLabel('Mobile number').fill('070-123 45 67');
    await page.getByLabel('Mobile number').blur();
    await page.getByTestId('details-submit').click();
    await expect
      .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 15_000 })
      .toBe('Booking confirmed');
    expect(changed.length).toBeGreaterThan(0);
    const booking = await demo.api<{ contact: { mobile: string } }>(
      `WebBooking/WebBookings/${guid}`,
    );
    expect(booking.contact.mobile).toBe('070-123 45 67');
  });
});
