import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// The already-finalized dialogs of doc 2 §2 on the wizard's reload path (doc 2 §4 Session
// guard): the guest reloads the details step of a booking that was finalized meanwhile (here
// through the reference API, as another tab would). Tuesday 1 December 2026, 08:00 in
// Stockholm: Wednesday 2 December is open; Saturday 5 December is full with a waiting list.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { open, api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const form = (page: Page) => page.getByTestId('details-form');
const heading = (page: Page) => page.getByTestId('booking-heading');
const contact = {
  fname: 'Anna',
  lname: 'Lindqvist',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: false,
};

function guidFromUrl(page: Page): string {
  const match = /\/finalize\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname);
  expect(match, `no finalize guid in ${page.url()}`).not.toBeNull();
  return match![1]!;
}

/** Finalizes the booking behind the guest's back, then the guest reloads the details step. */
async function finalizeElsewhereAndReload(page: Page, guid: string) {
  const res = await fetch(
    `${demo.harness.server.url}/api/v1/WebBooking/WebBookings/${guid}/Finalize`,
    {
      method: 'POST',
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: JSON.stringify({ contact, lang: 'en' }),
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  await page.reload();
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

async function normalBooking(size = DESKTOP) {
  const page = await open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', size);
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
  await page
    .locator('[data-row="Lunch"]')
    .getByRole('button', { name: /^12:00/ })
    .first()
    .click();
  await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
  return { page, guid: guidFromUrl(page) };
}

describe('already finalized after a reload (doc 2 §2, §4 Session guard)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    "booking: the dialog starts on 'Open booking'; Enter opens the booking page (%s)",
    async (label, size) => {
      const { page, guid } = await normalBooking(size);
      await finalizeElsewhereAndReload(page, guid);
      const dialog = dialogNamed(page, 'Already booked');
      await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
      expect(await dialog.textContent()).toContain('This booking is already finalized.');
      await expectNoAxeViolations(page);
      await screenshot(page, `already-finalized-booking-${label}`);
      // No close button: the guest chooses one of the two ways on.
      expect(await dialog.getByRole('button').allTextContents()).toEqual([
        'Book again',
        'Open booking',
      ]);
      const openButton = dialog.getByRole('button', { name: 'Open booking' });
      await expect
        .poll(() =>
          openButton.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
        )
        .toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => heading(page).textContent(), { timeout: 10_000 })
        .toBe('Booking confirmed');
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/booking/se_demo/${guid}`);
      // The wizard's own parameters are dropped as after finalizing; the rest stay.
      expect(url.searchParams.get('guests')).toBeNull();
      expect(url.searchParams.get('date')).toBeNull();
      expect(url.searchParams.get('tag')).toBe('web');
      expect(await dialog.count()).toBe(0);
      // The booking stays as it was: nothing released or booked anew.
      expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
      await page.context().close();
    },
  );

  it("waiting list: Shift+Tab to 'Book again' and Enter starts over at the start page", async () => {
    const page = await open('/se_demo/1?guests=2&children=0&date=2026-12-05');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    const waitListTimes = page.getByRole('button', { name: /waiting list/i });
    await expect.poll(() => waitListTimes.count()).toBeGreaterThan(1);
    await waitListTimes.first().click();
    const picker = page.getByRole('dialog');
    await picker.locator('button[aria-pressed="false"]').first().click();
    await picker.getByRole('button', { name: /^Join for 2 / }).click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    const guid = guidFromUrl(page);
    await finalizeElsewhereAndReload(page, guid);
    const dialog = dialogNamed(page, 'Already on the waiting list');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.textContent()).toContain('already on the waiting list for this booking');
    await expectNoAxeViolations(page);
    await screenshot(page, 'already-finalized-waitlist-desktop');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
    await expect
      .poll(() => page.getByRole('button', { name: '2 guests', exact: true }).count())
      .toBe(1);
    const url = new URL(page.url());
    expect(url.searchParams.get('guests')).toBeNull();
    expect(url.searchParams.get('isWaitList')).toBeNull();
    expect(await dialog.count()).toBe(0);
    // Booking again leaves the finished entry alone.
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(9);
  });

  it("booking request: Space on 'Open booking' opens the request's booking page", async () => {
    const page = await open('/se_demo/1');
    await page.getByRole('button', { name: '9 or more guests' }).click();
    await page.getByRole('button', { name: 'Send a booking request' }).click();
    await page.getByRole('button', { name: 'Continue to the request' }).click();
    await page.getByLabel('Number of guests').fill('12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    const guid = guidFromUrl(page);
    await finalizeElsewhereAndReload(page, guid);
    const dialog = dialogNamed(page, 'Booking request already sent');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.textContent()).toContain('already been sent to the venue');
    await expectNoAxeViolations(page);
    await screenshot(page, 'already-finalized-request-desktop');
    await page.keyboard.press('Space');
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Request sent');
    expect(new URL(page.url()).pathname).toBe(`/booking/se_demo/${guid}`);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(114);
  });
});
