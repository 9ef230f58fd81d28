import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';
import type { Route } from 'playwright-core';

// Issue 31, "typed data is kept": what a guest typed on the details step survives the
// connection dropping (a phone on a train), a reload, and is gone once the booking is made.
// Tuesday 1 December 2026, 08:00 in Stockholm; Lunch on 2 December is open.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { open, api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const form = (page: Page) => page.getByTestId('details-form');
const submit = (page: Page) => page.getByTestId('details-submit');
const heading = (page: Page) => page.getByTestId('booking-heading');

const typed = {
  'First name': 'Anna',
  'Last name': 'Lindqvist',
  'Mobile number': '070-123 45 67',
  Email: 'anna@example.com',
  'Company name': 'Lindqvist AB',
  'Message to the venue (optional)': 'Fönsterbord om möjligt, tack.',
} as const;

async function toDetails(path: string, size: { width: number; height: number }) {
  const page = await open(path, size);
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
  await page
    .locator('[data-row="Lunch"]')
    .getByRole('button', { name: /^12:00/ })
    .first()
    .click();
  await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
  return page;
}

/** Types every field as a guest would, the Swedish calling code included. */
async function typeAll(page: Page) {
  await page.getByLabel('Country calling code').selectOption('SE');
  for (const [label, value] of Object.entries(typed)) {
    await page.getByLabel(label).click();
    await page.keyboard.type(value);
  }
  await page.getByLabel('Message to the venue (optional)').blur();
}

async function expectAllKept(page: Page) {
  for (const [label, value] of Object.entries(typed)) {
    expect(await page.getByLabel(label).inputValue(), label).toBe(value);
  }
  expect(await page.getByLabel('Country calling code').inputValue()).toBe('SE');
}

const guidOf = (page: Page) => /\/finalize\/([0-9a-f-]{36})/.exec(page.url())?.[1];

describe('typed data is kept when the connection drops (issue 31)', () => {
  it.each([
    ['full page, phone', '/se_demo/1?guests=2&children=0&date=2026-12-02', PHONE],
    ['full page, desktop', '/se_demo/1?guests=2&children=0&date=2026-12-02', DESKTOP],
  ])(
    'offline on the details step keeps the form and every field; Book waits and goes when the connection is back (%s)',
    async (name, path, size) => {
      const page = await toDetails(path, size);
      const guid = guidOf(page);
      expect(guid).toBeDefined();
      await typeAll(page);
      await page.context().setOffline(true);
      // A notice, not a page: the form stays mounted with what the guest typed.
      await expect.poll(() => page.getByText('No connection', { exact: true }).count()).toBe(1);
      expect(await form(page).count()).toBe(1);
      await expectAllKept(page);
      await expectNoAxeViolations(page);
      await screenshot(page, `typed-data-offline-${name.replace(/\W+/g, '-')}`);
      // Book while offline: nothing is sent and nothing is lost; the button shows it waits.
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' || request.method() === 'POST') requests.push(request.url());
      });
      await submit(page).click();
      await expect.poll(() => submit(page).getAttribute('aria-busy')).toBe('true');
      expect(await heading(page).count()).toBe(0);
      expect((await api(`WebBooking/WebBookings/${guid}`)).status).not.toBe(100);
      await page.context().setOffline(false);
      // Back online, the booking the guest asked for is made without another click.
      await expect
        .poll(() => heading(page).textContent(), { timeout: 15_000 })
        .toBe('Booking confirmed');
      const booking = await api(`WebBooking/WebBookings/${guid}`);
      expect(booking.status).toBe(100);
      expect(booking.contact).toMatchObject({
        fname: 'Anna',
        lname: 'Lindqvist',
        email: 'anna@example.com',
        mobile: '+46701234567',
      });
      expect(booking.customer).toEqual({ name: 'Lindqvist AB' });
      expect(booking.message).toBe(typed['Message to the venue (optional)']);
      expect(requests.filter((url) => /finalize|WebBookings/i.test(url)).length).toBeGreaterThan(0);
    },
  );

  it('inline on a venue page: offline and back keeps every field and the form', async () => {
    const page = await open('/site/inline.html', PHONE);
    await page.getByRole('button', { name: '2 guests' }).click();
    await page.getByRole('button', { name: '0 children' }).click();
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    await typeAll(page);
    await page.context().setOffline(true);
    await expect.poll(() => page.getByText('No connection', { exact: true }).count()).toBe(1);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByText('No connection', { exact: true }).count()).toBe(0);
    expect(await form(page).count()).toBe(1);
    await expectAllKept(page);
  });
});

describe('typed data is kept across a reload (issue 31)', () => {
  it('a reload on the details step resumes the held booking with every field; booking clears the draft', async () => {
    const page = await toDetails('/se_demo/1?guests=2&children=0&date=2026-12-02', DESKTOP);
    const guid = guidOf(page);
    await typeAll(page);
    await page.reload();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    expect(guidOf(page)).toBe(guid);
    await expectAllKept(page);
    // Kept in session storage only, never in local storage.
    const stored = await page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((key) => key.includes('draft')),
      local: Object.keys(localStorage).filter((key) => key.includes('draft')),
      anyLocalValue: Object.values(localStorage).some((value) => value.includes('Lindqvist')),
    }));
    expect(stored.session).toHaveLength(1);
    expect(stored.local).toEqual([]);
    expect(stored.anyLocalValue).toBe(false);
    await submit(page).click();
    await expect
      .poll(() => heading(page).textContent(), { timeout: 15_000 })
      .toBe('Booking confirmed');
    const left = await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.includes('draft')),
    );
    expect(left).toEqual([]);
  });
});

describe('a request that never answers (issue 31, doc 1 §8 "No status")', () => {
  it('Book gives up after 30 s with the details kept; Book again is the same request, so the booking the API made is the one confirmed', async () => {
    const page = await demo.harness.newPage(DESKTOP);
    // A running fake clock: the give-up timer can be moved on without waiting half a minute.
    await page.clock.install({ time: NOW });
    await page.goto('/se_demo/1?guests=2&children=0&date=2026-12-02');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    const guid = guidOf(page);
    await typeAll(page);
    // The first Finalize reaches the API, which books; its answer is lost on the way back.
    const keys: (string | undefined)[] = [];
    const lost: Route[] = [];
    await page.route('**/Finalize', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (lost.length === 0) {
        lost.push(route);
        await route.fetch();
        return;
      }
      await route.continue();
    });
    await submit(page).click();
    await expect.poll(() => keys.length).toBe(1);
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
    await page.clock.fastForward(31_000);
    await expect.poll(() => page.getByText('The booking could not be completed').count()).toBe(1);
    await expectAllKept(page);
    await submit(page).click();
    await expect
      .poll(() => heading(page).textContent(), { timeout: 15_000 })
      .toBe('Booking confirmed');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.contact).toMatchObject({ fname: 'Anna', lname: 'Lindqvist' });
  });
});
