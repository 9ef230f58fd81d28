// `npm run shots`: screenshots of the guest's screens, to look at them as a guest would (issue
// 36). It starts the demo (reference API in memory, its clock at Tuesday 1 December 2026, 08:00
// in Stockholm) and Chromium, walks each screen in en, sv and fi at 320, 375 and 1280 px, on
// the full page and inline on a venue's page and in the modal, and writes the PNGs to
// test-results/shots/ (ignored by git). Options:
//   --lang en,sv     only these languages      --width 375     only these widths
//   --mode full      only these modes (full, inline, modal)
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from '../build.mjs';
import { startHarness, type Harness } from '../test/browser/harness.ts';

const NOW = Date.parse('2026-12-01T07:00:00Z');
const OPEN_DAY = '2026-12-02';
const WAIT_LIST_DAY = '2026-12-05';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'test-results', 'shots');

const option = (name: string, all: string[]) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]!.split(',') : all;
};
const languages = option('lang', ['en', 'sv', 'fi']);
const widths = option('width', ['320', '375', '1280']).map(Number);
const modes = option('mode', ['full', 'inline', 'modal']);

/** The widget's parts by what they are, not by their words: the same in every language. */
const step = (page: Page) => page.locator('booking-widget [data-testid="step-title"]');
const ready = (page: Page) =>
  page.waitForFunction(
    () => {
      const host = document.querySelector('booking-widget');
      const scope = host?.shadowRoot ?? document;
      return !scope.querySelector('[aria-busy="true"], [data-calendar-loading]');
    },
    undefined,
    { timeout: 15_000 },
  );

let count = 0;
async function shot(page: Page, name: string) {
  await ready(page).catch(() => undefined);
  // The times fade in (0.5 s): a shot during it shows them pale, as no guest sees them after.
  await page
    .evaluate(async () => {
      const roots = [
        document,
        ...[...document.querySelectorAll('*')].flatMap((e) => e.shadowRoot ?? []),
      ];
      await new Promise(requestAnimationFrame);
      await Promise.all(roots.flatMap((root) => root.getAnimations()).map((a) => a.finished));
    })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
  count += 1;
}

async function fullPage(harness: Harness, lang: string, width: number) {
  const size = { width, height: width < 600 ? 812 : 900 };
  const at = async (query: string) => {
    const page = await harness.newPage(size);
    await page.clock.setFixedTime(NOW);
    await page.goto(`/se_demo/1?lang=${lang}${query}`);
    await step(page).first().waitFor({ timeout: 15_000 });
    return page;
  };
  const name = (screen: string) => `full-${lang}-${width}-${screen}`;
  await shot(await at(''), name('1-guests'));
  await shot(await at('&guests=2'), name('2-children'));
  await shot(await at('&guests=2&children=0'), name('3-date'));
  const times = await at(`&guests=2&children=0&date=${OPEN_DAY}`);
  await shot(times, name('4-times'));
  await shot(await at(`&guests=2&children=0&date=${WAIT_LIST_DAY}`), name('4-times-waitlist'));
  // Details of a lunch, with every rule's message after a Book on an empty form.
  await times.locator('[data-row="Lunch"] button').first().click();
  await times.locator('[data-testid="details-form"]').waitFor({ timeout: 15_000 });
  await shot(times, name('5-details'));
  // Book reads as disabled until the form is valid; Enter in a field shows what is missing.
  await times.locator('input[name="fname"]').press('Enter');
  await shot(times, name('5-details-missing'));
  await times.locator('input[name="fname"]').fill('Anna');
  await times.locator('input[name="lname"]').fill('Lindqvist');
  await times.locator('select[autocomplete="tel-country-code"]').selectOption('SE');
  await times.locator('input[name="mobile"]').fill('070-123 45 67');
  await times.locator('input[name="email"]').fill('anna@example.com');
  const company = times.locator('input[name="customerName"]');
  if (await company.count()) await company.fill('Lindqvist AB');
  await times.locator('[data-testid="details-submit"]').click();
  await times.locator('[data-testid="booking-heading"]').waitFor({ timeout: 15_000 });
  await shot(times, name('6-booking-page'));
  // Pre-order (Julbord) and the activity list.
  const julbord = await at(`&guests=2&children=0&date=${OPEN_DAY}`);
  await julbord.locator('[data-row="Julbord"] button').first().click();
  await julbord.locator('[data-testid="preorder-continue"]').waitFor({ timeout: 15_000 });
  await shot(julbord, name('5-preorder'));
  // The activity list (Kul & Kägel, unit 2), a time being chosen, and the list with it booked.
  const acts = await harness.newPage(size);
  await acts.clock.setFixedTime(NOW);
  await acts.goto(`/se_demo/2/activity-booking?lang=${lang}&guests=4&children=0&date=${OPEN_DAY}`);
  await acts.locator('[data-testid="activity-card"]').first().waitFor({ timeout: 15_000 });
  await shot(acts, name('4-activities'));
  await acts.locator('[data-testid="activity-choose"]').first().click();
  await acts.locator('[data-testid="activity-slot"]').first().click();
  await shot(acts, name('4-activities-modal'));
  await acts.locator('[data-testid="activity-primary"]').click();
  await acts.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await shot(acts, name('4-activities-chosen'));
  // Error pages: a link to no venue, and the connection gone.
  const broken = await harness.newPage(size);
  await broken.clock.setFixedTime(NOW);
  await broken.goto(`/se_demo/999?lang=${lang}`);
  await broken.locator('booking-widget [data-error-page]').waitFor({ timeout: 15_000 });
  await shot(broken, name('9-error-broken-link'));
  const offline = await at('');
  await offline.context().setOffline(true);
  await offline.locator('booking-widget [data-error-page]').waitFor({ timeout: 15_000 });
  await shot(offline, name('9-error-offline'));
  for (const page of [times, julbord, acts, broken, offline]) await page.context().close();
}

async function onVenuePage(
  harness: Harness,
  mode: 'inline' | 'modal',
  lang: string,
  width: number,
) {
  const page = await harness.newPage({ width, height: width < 600 ? 812 : 900 });
  await page.clock.setFixedTime(NOW);
  await page.goto(`/site/${mode}.html`);
  if (mode === 'modal') await page.locator('[data-booking-widget-open]').first().click();
  await page
    .locator('booking-widget')
    .first()
    .evaluate((el, l) => el.setAttribute('lang', l), lang);
  await step(page).first().waitFor({ timeout: 15_000 });
  await shot(page, `${mode}-${lang}-${width}-1-guests`);
  await page.context().close();
}

async function main() {
  await build();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const harness = await startHarness({ now: () => NOW });
  try {
    for (const lang of languages) {
      for (const width of widths) {
        if (modes.includes('full')) await fullPage(harness, lang, width);
        if (modes.includes('inline')) await onVenuePage(harness, 'inline', lang, width);
        if (modes.includes('modal')) await onVenuePage(harness, 'modal', lang, width);
      }
    }
  } finally {
    await harness.close();
  }
  console.log(`shots: ${count} screenshots in ${path.relative(root, out)}/`);
}

await main();
