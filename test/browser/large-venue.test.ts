import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_ABOVE } from '../../shared/availability/foldSections.ts';
import { LIMITS } from '../../shared/contract/limits.ts';
import { defaultSeedFiles } from '../../demo/seed/loadSeed.ts';
import { LARGE_SYSTEM, writeLargeVenueSeed } from '../../demo/seed/largeVenue.ts';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

// Issue 51 [scale]: a large venue, moderately large so the file stays fast: a restaurant of 12
// rooms and an activity centre of 12 activities, 50 times a day each (600 times, folded above
// FOLD_ABOVE, and checked and built in chunks of about 500: session 42), the activities with a menu of 300 articles. Tuesday 1 December 2026, 08:00 in
// Stockholm; the day shown is the next.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const DAY = '2026-12-02';
const SECTIONS = 12;
const TIMES = 50;
const RESTAURANT = 100;
const CENTRE = 101;
const seedDir = mkdtempSync(path.join(tmpdir(), 'seed-large-'));
const seedFiles = [
  writeLargeVenueSeed(seedDir, {
    sections: SECTIONS,
    timesPerDay: TIMES,
    isActivityVenue: false,
    unitId: RESTAURANT,
  }),
  writeLargeVenueSeed(seedDir, {
    sections: SECTIONS,
    timesPerDay: TIMES,
    articles: 300,
    unitId: CENTRE,
  }),
];
const demo = demoAt(NOW, { seedFiles: [...defaultSeedFiles(), ...seedFiles] });

const timeStepUrl = `/${LARGE_SYSTEM}/${RESTAURANT}?lang=en&guests=2&children=0&date=${DAY}`;
const step = (page: Page) => page.getByTestId('time-step');
const toggles = (page: Page) => step(page).locator('h3 button[aria-expanded]');
const times = (page: Page) => step(page).locator('button[data-start]');

async function openTimeStep(size = PHONE): Promise<Page> {
  const page = await demo.open(timeStepUrl, size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => toggles(page).count(), { timeout: 20_000 }).toBe(SECTIONS);
  return page;
}

describe('issue 51: a large venue’s time step', () => {
  it('issue 51 Every interaction ≤ 200 ms: the sections fold behind headings, the first open; each opens by click and by keyboard', async () => {
    expect(SECTIONS * TIMES).toBeGreaterThan(FOLD_ABOVE);
    const page = await openTimeStep();
    // Only the open section's times are drawn.
    await expect.poll(() => times(page).count()).toBe(TIMES);
    expect(await toggles(page).first().getAttribute('aria-expanded')).toBe('true');
    expect(await toggles(page).nth(1).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggles(page).first().textContent()).toBe('Rum 107:00–15:10');
    await expectNoAxeViolations(page);

    // A click opens the last section, beside the first.
    await toggles(page).last().click();
    await expect.poll(() => times(page).count()).toBe(2 * TIMES);
    const last = step(page).locator('[data-section]').last();
    expect(await last.locator('button[data-start]').count()).toBe(TIMES);

    // Every heading is reached with Tab (a shut one leads to the next); Enter opens, Space shuts.
    const isFocused = (n: number) =>
      toggles(page)
        .nth(n)
        .evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);
    await toggles(page).nth(1).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(2)).toBe(true);
    await toggles(page).nth(5).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggles(page).nth(5).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    await expect.poll(() => toggles(page).nth(5).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => times(page).count()).toBe(2 * TIMES);
    await expectNoAxeViolations(page);
  });

  it('issue 51: a tap on a time in an opened section shows the choice at once, books it and goes on to the details', async () => {
    const page = await openTimeStep(DESKTOP);
    // The booking is held until the choice has been seen, so the check cannot race it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/WebBookings$/, async (route) => {
      await held;
      await route.continue();
    });
    await toggles(page).nth(7).click();
    const section = step(page).locator('[data-section]').nth(7);
    const chosen = section.getByRole('button', { name: /^10:00/ });
    await chosen.click();
    // The pressed time shows its spinner; every other open time is dimmed after it.
    await expect.poll(() => chosen.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => times(page).and(page.locator(':disabled')).count()).toBe(2 * TIMES - 1);
    release();
    await page.getByTestId('details-intro').waitFor({ timeout: 20_000 });
  });
});

describe('issue 51: a large activity centre', () => {
  const start = `/${LARGE_SYSTEM}/${CENTRE}/activity-booking?lang=en&guests=2&children=0&date=${DAY}`;
  const modal = (page: Page) => page.getByRole('dialog');

  it('issue 51 Every interaction ≤ 200 ms: every card is named and reached by Tab in order; the last one’s Choose a time opens its modal by Enter', async () => {
    const page = await demo.open(start, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const choose = page.getByRole('button', { name: /^Choose a time/ });
    await expect.poll(() => choose.count(), { timeout: 20_000 }).toBe(SECTIONS);
    // A card's content off screen stays in the Tab order, one card after another (a card that
    // waited for its layout, as content-visibility would have it, must not leave it).
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('booking-widget')?.shadowRoot?.activeElement;
        return active?.closest('[data-testid="activity-card"]')?.getAttribute('data-rule-id');
      });
    const ids = await page
      .getByTestId('activity-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-rule-id')));
    await choose.first().focus();
    for (const id of ids.slice(1)) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(id);
    }
    await page.keyboard.press('Enter');
    const slots = modal(page).getByTestId('activity-slot');
    await expect.poll(() => slots.count()).toBe(TIMES);
    expect(await modal(page).getByRole('heading').first().textContent()).toBe(
      `Aktivitet ${SECTIONS} 60 min`,
    );
  });

  it('issue 51: the last activity’s modal shows its times; once added, its menu of 300 articles', async () => {
    const page = await demo.open(start, PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const cards = page.getByTestId('activity-card');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(SECTIONS);
    await cards.last().getByTestId('activity-choose').click();
    const slots = modal(page).getByTestId('activity-slot');
    await expect.poll(() => slots.count()).toBe(TIMES);
    await expectNoAxeViolations(page);
    await slots.filter({ hasText: /^10:00/ }).click();
    await modal(page).getByTestId('activity-primary').click();
    const items = modal(page).getByTestId('menu-item');
    await expect.poll(() => modal(page).getByTestId('activity-menu').count()).toBe(1);
    // The menu's 300 articles, in groups of 20 (one tab each): the first group shows.
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const add = modal(page).getByRole('button', { name: 'Add one Artikel 1', exact: true });
    await add.click();
    await expectNoAxeViolations(page);
  });
});

let hostServer: Server;
let hostUrl = '';

/** The venue's page on another origin: the loader at the time step; it records the events. */
const hostPage = (widget: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Venue</title><script>window.heard=[];document.addEventListener('booking-widget:error',function(e){heard.push(e.detail)});</script>
</head><body><main><h1>Venue</h1>
<script async src="${widget}/loader.js" data-system="${LARGE_SYSTEM}" data-unit="${RESTAURANT}" data-lang="en" data-guests="2" data-children="0" data-date="${DAY}"></script>
</main></body></html>`;

beforeAll(async () => {
  hostServer = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage(demo.harness.server.url));
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

describe('issue 51 Limits that fit the largest venue, and say so', () => {
  it('issue 51: a day over the limit shows the venue’s phone and e-mail, and the host hears error {reason: limit}', async () => {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW, fresh: true });
    // The venue's real answer, its sections repeated until the day holds more than the limit.
    await page.route(/availableTimes/i, async (route) => {
      const response = await route.fetch();
      const [unit] = (await response.json()) as { sections: { timeSets: unknown[] }[] }[];
      const perSection = TIMES + 1;
      const copies = Math.ceil((LIMITS.availableTimesSlots + 1) / perSection);
      unit!.sections = Array.from({ length: copies }, () => unit!.sections[0]!);
      await route.fulfill({ response, json: [unit] });
    });
    await page.goto(hostUrl);
    const notice = page.getByTestId('over-limit');
    await expect
      .poll(() => notice.locator('strong').first().textContent(), { timeout: 20_000 })
      .toBe('Too many times to show online');
    expect(await notice.getByRole('link', { name: '+46 8 123 45 67' }).getAttribute('href')).toBe(
      'tel:+4681234567',
    );
    expect(await notice.getByRole('link', { name: 'boka@example.com' }).getAttribute('href')).toBe(
      'mailto:boka@example.com',
    );
    expect(await page.locator('[data-error-page]').count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toEqual([{ reason: 'limit', page: 'overLimit', fullPage: null }]);
    await expectNoAxeViolations(page);
  });
});
