import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm. Kul & Kägel (se_demo unit 2): Bowling 60 min
// (rule 21) has no menu; Karaoke 90 min (rule 23, hourly from 16:00) has a menu of snacks
// (Nachos, Popcorn) and drinks (Läsk, Öl), every group optional.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const START = '/se_demo/2/activity-booking?guests=4&children=0&date=2026-12-02';

const demo = demoAt(NOW);
const { api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const modal = (page: Page) => page.getByRole('dialog');
const menuStep = (page: Page) => modal(page).getByTestId('activity-menu');
const panel = (page: Page) => modal(page).locator('[role="tabpanel"]:not([hidden])');
const addOne = (page: Page, item: string) =>
  panel(page).getByRole('button', { name: `Add one ${item}`, exact: true });
const quantityOf = (page: Page, item: string) =>
  panel(page)
    .getByRole('group', { name: item, exact: true })
    .getByTestId('quantity')
    .locator('[aria-hidden="true"]')
    .textContent();
const menuKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':menu:')));

function guidOf(page: Page): string | null {
  return /\/availability\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname)?.[1] ?? null;
}

async function openList(): Promise<Page> {
  const page = await demo.open(START, DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => title(page).textContent()).toBe('Choose activities');
  await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
  return page;
}

async function book(page: Page, name: string, hhmm: string) {
  await page
    .getByTestId('activity-card')
    .filter({ has: page.getByRole('heading', { name }) })
    .getByTestId('activity-choose')
    .click();
  await modal(page)
    .getByTestId('activity-slot')
    .filter({ hasText: new RegExp(`^${hhmm}`) })
    .click();
  await modal(page).getByTestId('activity-primary').click();
}

/** Karaoke booked at 16:00 (after Bowling at 12:00), its menu step open, Nachos ×2 and Öl ×1. */
async function pickOnKaraokeMenu(page: Page): Promise<string> {
  await book(page, 'Bowling 60 min', '12:00');
  await expect.poll(() => guidOf(page)).not.toBeNull();
  await expect.poll(() => modal(page).count()).toBe(0);
  await book(page, 'Karaoke 90 min', '16:00');
  await expect.poll(() => menuStep(page).count()).toBe(1);
  await addOne(page, 'Nachos').click();
  await addOne(page, 'Nachos').click();
  await modal(page)
    .getByRole('tab', { name: /^Dryck/ })
    .click();
  await addOne(page, 'Öl').click();
  expect(await quantityOf(page, 'Öl')).toBe('1');
  return guidOf(page)!;
}

describe('activity modal: the menu draft survives a reload (issue 48)', () => {
  it('a reload on the menu step reopens it with the same picks; Continue saves them and the draft goes', async () => {
    const page = await openList();
    const guid = await pickOnKaraokeMenu(page);
    // Nothing is saved to the API before Continue; the browser keeps the picks.
    const before = await api(`WebBooking/WebBookings/${guid}`);
    expect(before.menus[0].groups[0].items[0].quantity).toBe(0);
    await expect.poll(() => menuKeys(page)).toHaveLength(1);

    await page.reload();
    await expect.poll(() => menuStep(page).count(), { timeout: 10_000 }).toBe(1);
    expect(guidOf(page)).toBe(guid);
    expect(await page.getByRole('dialog', { name: 'Karaoke 90 min' }).count()).toBe(1);
    expect(await quantityOf(page, 'Nachos')).toBe('2');
    expect(await quantityOf(page, 'Popcorn')).toBe('0');
    await modal(page)
      .getByRole('tab', { name: /^Dryck/ })
      .click();
    expect(await quantityOf(page, 'Öl')).toBe('1');
    expect(await modal(page).getByTestId('activity-menu-continue').textContent()).toBe(
      'Continue with 3 items',
    );

    await modal(page).getByTestId('activity-menu-continue').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    const saved = await api(`WebBooking/WebBookings/${guid}`);
    const quantities = Object.fromEntries(
      saved.menus[0].groups
        .flatMap((g: { items: { articleID: number; quantity: number }[] }) => g.items)
        .map((i: { articleID: number; quantity: number }) => [i.articleID, i.quantity]),
    );
    expect(quantities).toEqual({ 601: 2, 602: 0, 603: 0, 604: 1 });
    expect(await menuKeys(page)).toEqual([]);
    // Saved and closed, a reload shows the list, with no modal reopened.
    await page.reload();
    await expect.poll(() => page.getByTestId('activity-step').count()).toBe(1);
    expect(await modal(page).count()).toBe(0);
  });

  it('closing the menu step lets its draft go: a reload shows the list', async () => {
    const page = await openList();
    await pickOnKaraokeMenu(page);
    await expect.poll(() => menuKeys(page)).toHaveLength(1);
    await modal(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await menuKeys(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => page.getByTestId('activity-step').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('summary-activity').filter({ hasText: 'Karaoke' }).count())
      .toBeGreaterThan(0);
    expect(await modal(page).count()).toBe(0);
  });
});
