import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { venueHost } from './venueHost.ts';

// Issue 50 "The phone's Back button": the widget's router is in memory, so Back belongs to the
// venue's page. Modal: one history entry while the modal is open; Back asks to close as the
// close button and Escape do (its exit warning, doc 2 §2 Header), and the entry goes when the
// modal closes any other way. Inline: Back leaves the page (the widget's own Back steps inside it;
// README "The browser's Back button"). Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

function pages(widget: string): Record<string, string> {
  const page = (mode: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Venue</h1><p>Our menu</p>
<button id="book" type="button" data-booking-widget-open>Book a table</button>
<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="${mode}" data-lang="en"></script>
</main></body></html>`;
  return {
    '/before.html': '<!doctype html><title>Before</title><h1>The venue’s home</h1>',
    '/modal.html': page('modal'),
    '/inline.html': page('inline'),
  };
}

const host = venueHost((url) => pages(demo.harness.server.url)[url.pathname]);

async function visit(path: string): Promise<Page> {
  const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
  // The widget answers a close request once its bridge is up (it says `loaded`); before that,
  // Back closes at once, as Escape does (nothing to ask about yet).
  await page.addInitScript(() =>
    document.addEventListener('booking-widget:loaded', () => {
      (window as unknown as { widgetLoaded: boolean }).widgetLoaded = true;
    }),
  );
  await page.goto(`${host.url}/before.html`);
  await page.goto(`${host.url}${path}`);
  return page;
}

const modal = (page: Page) => page.locator('dialog[data-booking-widget-modal]');
const isOpen = (page: Page) => modal(page).evaluate((d) => (d as HTMLDialogElement).open);
/** The browser's Back, scheduled after the evaluate returns: when Back leaves the document, the
 * evaluate's own context would go with it and the call would fail in a race with the navigation. */
const back = (page: Page) => page.evaluate(() => void setTimeout(() => history.back(), 0));
const title = (page: Page) => page.getByTestId('step-title');

const warning = (page: Page) => page.getByRole('dialog', { name: 'Leave the booking?' });

/** The exit warning is up: Leave, and the modal closes. */
async function leave(page: Page) {
  await expect.poll(() => warning(page).count()).toBe(1);
  await warning(page).getByRole('button', { name: 'Leave' }).click();
  await expect.poll(() => isOpen(page)).toBe(false);
}

async function openModal(page: Page) {
  await page.locator('#book').click();
  await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  await expect
    .poll(() => page.evaluate(() => (window as { widgetLoaded?: boolean }).widgetLoaded))
    .toBe(true);
}

describe('issue 50: the phone’s Back button', () => {
  it('modal: Back asks as the close button does (doc 2 §2 Header: its exit warning), Leave closes and stays on the venue’s page; the next Back leaves it', async () => {
    const page = await visit('/modal.html');
    await openModal(page);
    await back(page);
    await leave(page);
    expect(new URL(page.url()).pathname).toBe('/modal.html');
    // Focus goes back to the launcher, as with the close button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('book');
    await back(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/before.html');
  });

  it('modal: Back on a later step: Stay keeps the modal and its entry, Leave closes it', async () => {
    const page = await visit('/modal.html');
    await openModal(page);
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    await back(page);
    await expect.poll(() => warning(page).count()).toBe(1);
    await warning(page).getByRole('button', { name: 'Stay' }).click();
    expect(await isOpen(page)).toBe(true);
    expect(await title(page).textContent()).toBe('How many of them are children?');
    // The entry came back: Back asks again, and Leave closes.
    await back(page);
    await leave(page);
    expect(new URL(page.url()).pathname).toBe('/modal.html');
    await back(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/before.html');
  });

  it('modal: closed by its close button, it takes its entry with it', async () => {
    const page = await visit('/modal.html');
    const entries = await page.evaluate(() => history.length);
    await openModal(page);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.getByRole('button', { name: 'Close booking' }).click();
    await leave(page);
    // Reopened and closed by Escape: still one entry at most, and Back leaves the page.
    await openModal(page);
    await page.keyboard.press('Escape');
    await leave(page);
    await back(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/before.html');
  });

  it('inline: the steps add no history entry; Back leaves the venue’s page', async () => {
    const page = await visit('/inline.html');
    const entries = await page.evaluate(() => history.length);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await page.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The widget's own Back steps inside it.
    await page.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect.poll(() => title(page).textContent()).not.toBe('Choose a date');
    await back(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/before.html');
  });
});
