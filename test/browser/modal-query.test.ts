import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

// Doc 1 §6 "modal is decided by isModal=true" (issue 49): the full page opened with it, as a
// venue's own modal opens it, is the modal: a close button, its exit warning, and leaving
// releases the held booking (doc 1 §4) and tells the host. Tuesday 1 December 2026, 08:00 in
// Stockholm; Wednesday 2 December is open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

/** A booking in progress for 2 on Wednesday 12:00, as the wizard makes it. */
async function inProgress(): Promise<string> {
  const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings`, {
    method: 'POST',
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: JSON.stringify({
      unitId: 1,
      guests: 2,
      guestsChildren: 0,
      date: '2026-12-02',
      times: [{ ruleId: 1, start: '2026-12-02T11:00:00.000Z' }],
      lang: 'en',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { guid: string }).guid;
}

const closeButton = (page: Page) => page.getByRole('button', { name: 'Close booking' });

/** Counts the `booking-widget:close` events the page hears. */
async function countCloses(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { closes: number };
    w.closes = 0;
    document.addEventListener('booking-widget:close', () => w.closes++);
  });
  return () => page.evaluate(() => (window as unknown as { closes: number }).closes);
}

describe('doc 1 §6: isModal=true in the address makes the full page a modal (issue 49)', () => {
  it('doc 2 §2 Header: the close button asks first (exit warning); Stay keeps the form, Leave releases the booking, returns to the start and tells the host', async () => {
    const guid = await inProgress();
    const page = await open(
      `/se_demo/1/finalize/${guid}?guests=2&children=0&date=2026-12-02&isModal=true`,
    );
    await expect.poll(() => page.getByTestId('details-form').count(), { timeout: 10_000 }).toBe(1);
    const closes = await countCloses(page);
    await closeButton(page).click();
    const warning = page.getByRole('dialog', { name: 'Leave the booking?' });
    await expect.poll(() => warning.count()).toBe(1);
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => warning.count()).toBe(0);
    expect(await page.getByTestId('details-form').count()).toBe(1);
    expect(await closes()).toBe(0);

    await closeButton(page).click();
    await warning.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => closes()).toBe(1);
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .toBe('Choose number of guests');
    expect(new URL(page.url()).pathname).toBe('/se_demo/1');
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).status).toBe(113);
    // The page stays the modal it was opened as, though the start's address has no query.
    expect(await closeButton(page).count()).toBe(1);
  });

  it('doc 1 §6: without isModal (or with isModal=false) the full page has no close button', async () => {
    for (const query of ['', '?isModal=false']) {
      const page = await open(`/se_demo/1${query}`);
      await expect
        .poll(() => page.getByTestId('step-title').textContent(), { timeout: 10_000 })
        .toBe('Choose number of guests');
      expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(1);
      expect(await closeButton(page).count()).toBe(0);
      await page.context().close();
    }
  });
});
