import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAt } from './demoAt.ts';
import { DESKTOP } from './harness.ts';
import { watchNetwork } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm (as in wizard.test.ts): Wednesday 2 December is
// open at se_demo/1.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const steps = (language: string) =>
  (
    JSON.parse(readFileSync(path.resolve(`widget/locales/${language}/common.json`), 'utf8')) as {
      steps: Record<string, string>;
    }
  ).steps;

const title = (page: Page) => page.getByTestId('step-title');

/**
 * A page in a browser set to `locale`, recording the path of every locale file it asks for,
 * in order. The clock stands at NOW; nothing is loaded yet.
 */
async function recordingPage(locale = 'en-US') {
  const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW, locale });
  const locales: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/locales/')) locales.push(pathname.slice(pathname.indexOf('locales/')));
  });
  return { page, locales, network: watchNetwork(page) };
}

type Recording = Awaited<ReturnType<typeof recordingPage>>;

/**
 * Waits until the party-size step is shown in `language`, the date step's strings have been
 * asked for (the widget preloads them once the first step is shown and the browser is idle),
 * and the network has gone quiet.
 */
async function firstStep(recording: Recording, language: string) {
  const { page, locales, network } = recording;
  await expect.poll(() => title(page).textContent()).toBe(steps(language).chooseGuests);
  await expect.poll(() => page.locator('booking-widget button').count()).toBeGreaterThan(1);
  // A fallback fetched on a missing key would start right after the first render, before the
  // preload, which waits for an idle browser.
  await expect.poll(() => locales.some((file) => file.endsWith('/calendar.json'))).toBe(true);
  await network.quiet();
}

/**
 * The locale files a first step asked for, apart from the date step's strings, which the
 * widget fetches once the first step is shown and quiet, while the guest decides (issue 16:
 * the next step's code and strings are there before its click). That one is checked too.
 */
function firstStepFiles(locales: string[], language: string): string[] {
  const next = `locales/${language}/calendar.json`;
  expect(locales.filter((file) => file.endsWith('/calendar.json'))).toEqual([next]);
  return locales.filter((file) => file !== next);
}

describe('issue 16: one locale file per namespace before the first step (doc 2 §9)', () => {
  it('doc2 §9: an English guest on a venue page (loader prefetch) asks for locales/en/common.json only', async () => {
    const recording = await recordingPage('en-US');
    const { page, locales } = recording;
    await page.goto('/site/tag.html');
    await firstStep(recording, 'en');
    expect(firstStepFiles(locales, 'en')).toEqual(['locales/en/common.json']);
    await page.context().close();
  });

  it('doc2 §9: a guest whose browser is Swedish asks for locales/sv/common.json only, not en beside it', async () => {
    const recording = await recordingPage('sv-SE');
    const { page, locales } = recording;
    await page.goto('/site/tag.html');
    await firstStep(recording, 'sv');
    expect(firstStepFiles(locales, 'sv')).toEqual(['locales/sv/common.json']);
    await page.context().close();
  });

  it('doc2 §9 Fallback chain: a fr-BE guest on the full page asks for fr-BE only, not fr, en or sv', async () => {
    const recording = await recordingPage('en-US');
    const { page, locales } = recording;
    await page.goto('/se_demo/1?lang=fr-BE');
    await firstStep(recording, 'fr-BE');
    expect(firstStepFiles(locales, 'fr-BE')).toEqual(['locales/fr-BE/common.json']);
    await page.context().close();
  });

  it('doc2 §9 Fallback chain: a language file that cannot be read shows the en text, fetched only then', async () => {
    const recording = await recordingPage('en-US');
    const { page, locales } = recording;
    await page.route('**/locales/da/common.json', (route) =>
      route.fulfill({ status: 503, body: 'unavailable' }),
    );
    await page.goto('/se_demo/1?lang=da');
    await firstStep(recording, 'en');
    const text = await page
      .locator('booking-widget')
      .evaluate((host) => (host.shadowRoot ?? host).textContent ?? '');
    expect(text).toContain(steps('en').chooseGuests);
    expect(text).not.toMatch(/\b(?:steps|wizard|header|actions)\.[a-zA-Z]/);
    expect(firstStepFiles(locales, 'da')).toEqual([
      'locales/da/common.json',
      'locales/en/common.json',
    ]);
    await page.context().close();
  });

  it('doc2 §9: later steps load their namespaces in the own language, each once', async () => {
    const recording = await recordingPage('sv-SE');
    const { page, locales } = recording;
    await page.goto('/se_demo/1?guests=2&children=0');
    await expect.poll(() => title(page).textContent()).toBe(steps('sv').chooseDate);
    await expect.poll(() => page.locator('[data-date="2026-12-02"]').count()).toBe(1);
    await page.locator('[data-date="2026-12-02"]').click();
    await expect.poll(() => title(page).textContent()).toBe(steps('sv').chooseTime);
    await expect.poll(() => page.locator('[data-hour]').count()).toBeGreaterThan(0);
    await recording.network.quiet();
    expect(locales.length).toBeGreaterThan(1);
    expect(locales.filter((file) => !file.startsWith('locales/sv/'))).toEqual([]);
    expect(new Set(locales).size).toBe(locales.length);
    await page.context().close();
  });
});
