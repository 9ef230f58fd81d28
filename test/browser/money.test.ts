import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BookingStatus } from '../../shared/enums.ts';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Issue 29 [money]: what a guest is shown is what is charged, paid is what was captured, and a
// refused payment leaves the guest on a form that still works. Driven as a guest in full-page
// mode against the reference API. Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const DAY = '2026-12-02';

const demo = demoAt(NOW);
const { api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const form = (page: Page) => page.getByTestId('details-form');
const submit = (page: Page) => page.getByTestId('details-submit');
const notice = (page: Page) => page.getByTestId('details-notice');
const amountOf = (text: string | null) => /SEK\s?([\d,]+)/.exec(text ?? '')?.[1];

function guidIn(page: Page, segment: string): string {
  const match = new RegExp(`/${segment}/([0-9a-f-]{36})`).exec(new URL(page.url()).pathname);
  expect(match, `no ${segment} guid in ${page.url()}`).not.toBeNull();
  return match![1]!;
}

async function fillContact(page: Page) {
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('Country calling code').selectOption('SE');
  await page.getByLabel('Mobile number').fill('070-123 45 67');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Email').blur();
  // The restaurant asks for a company name; the activity venue does not.
  const company = page.getByLabel('Company name');
  if ((await company.count()) > 0) await company.fill('Lindqvist AB');
}

/** Provsmakning (895 per guest) at 18:00 on the details step, for `guests`. */
async function provsmakning(guests: number, size = DESKTOP) {
  const page = await demo.open(`/se_demo/1?guests=${guests}&children=0&date=${DAY}`, size);
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
  await page
    .locator('[data-row="Provsmakning"]')
    .getByRole('button', { name: /^18:00/ })
    .first()
    .click();
  await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
  return page;
}

describe('doc1 §9 Payment total: one amount from the summary to the booking page', () => {
  it('four activities for four (Escape room per resource): summary, Continue, Pay, terminal and booking page all say SEK 1,200', async () => {
    const page = await demo.open(
      `/se_demo/2/activity-booking?guests=4&children=0&date=${DAY}`,
      DESKTOP,
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    const modal = page.getByRole('dialog');
    const add = async (name: string, hhmm: string) => {
      await page
        .getByTestId('activity-card')
        .filter({ has: page.getByRole('heading', { name }) })
        .getByTestId('activity-choose')
        .click();
      await modal
        .getByTestId('activity-slot')
        .filter({ hasText: new RegExp(`^${hhmm}`) })
        .click();
      await modal.getByTestId('activity-primary').click();
      // Karaoke offers its menu; the guest orders nothing from it.
      if (name.startsWith('Karaoke')) await modal.getByTestId('activity-menu-continue').click();
      await expect.poll(() => modal.count()).toBe(0);
    };
    await add('Escape room', '10:00');
    await add('Bowling 60 min', '12:00');
    await add('Shuffleboard 45 min', '13:30');
    await add('Karaoke 90 min', '16:00');
    const guid = guidIn(page, 'availability');
    const held = await api(`WebBooking/WebBookings/${guid}`);
    expect(held.articles.filter((a: { isTable: boolean }) => a.isTable)).toHaveLength(4);
    expect(held.chargeShouldPayAmount).toBe(1200);

    const note = page.getByTestId('payment-note').first();
    await expect.poll(() => note.getAttribute('data-kind')).toBe('prepayment');
    expect(amountOf(await note.textContent())).toBe('1,200');
    const next = page.getByTestId('activities-continue').first();
    expect(amountOf(await next.textContent())).toBe('1,200');
    await next.click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm details and pay');
    // doc1 §1: an activity booking holds lanes and rooms; it never speaks of a table.
    expect(await page.getByTestId('details-intro').textContent()).toBe(
      'Your activities are held while you fill in your details.',
    );
    expect(await page.locator('booking-widget').textContent()).not.toMatch(/\btable\b/i);
    expect(amountOf(await page.getByTestId('details-summary').textContent())).toBe('1,200');
    expect(amountOf(await submit(page).textContent())).toBe('1,200');
    await fillContact(page);
    await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    expect(amountOf(await page.locator('main').textContent())).toBe('1,200');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('payment-paid').textContent(), { timeout: 10_000 })
      .toMatch(/1,200/);
    expect((await api(`WebBooking/WebBookings/${guid}`)).chargePayedAmount).toBe(1200);
  });
});

describe('doc2 §4 Payment: paid is what the terminal captured', () => {
  it('pay for 2, the party becomes 6 before the return: nothing is marked paid that was not taken', async () => {
    const page = await provsmakning(2);
    const guid = guidIn(page, 'finalize');
    expect(amountOf(await submit(page).textContent())).toBe('1,790');
    await fillContact(page);
    await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    expect(amountOf(await page.locator('main').textContent())).toBe('1,790');

    // Meanwhile, in another tab, the same booking grows to six.
    const put = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings/${guid}`, {
      method: 'PUT',
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: JSON.stringify({ guests: 6 }),
    });
    expect(put.status).toBe(200);
    expect((await put.json()).chargeShouldPayAmount).toBe(5370);

    // The open terminal still shows 1,790: paying there takes nothing and says so.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('This payment is no longer valid');
    expect((await api(`WebBooking/WebBookings/${guid}`)).chargePayedAmount).toBe(0);
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await expect.poll(() => notice(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await notice(page).textContent()).toContain('nothing was charged');
    // Back on the form the guest sees, and is asked for, what is due now.
    expect(amountOf(await submit(page).textContent())).toBe('5,370');
    expect(await page.getByLabel('Card').isChecked()).toBe(true);
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    expect(amountOf(await page.locator('main').textContent())).toBe('5,370');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('payment-paid').textContent(), { timeout: 10_000 })
      .toMatch(/5,370/);
    const paid = await api(`WebBooking/WebBookings/${guid}`);
    expect(paid).toMatchObject({ guests: 6, chargePayedAmount: 5370, chargeShouldPayAmount: 5370 });
    expect(paid.paymentEvents.map((e: { payedAmount: number }) => e.payedAmount)).toEqual([5370]);
  });
});

describe('doc2 §8 a refused payment leaves a form that works', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'cancelled at the terminal (%s): the method is still chosen, Pay works at once, one notice by the button over no field',
    async (name, size) => {
      const page = await provsmakning(2, size);
      const guid = guidIn(page, 'finalize');
      await fillContact(page);
      await page.getByLabel('Message to the venue (optional)').fill('Fönsterbord, tack');
      await page.getByLabel('Swish').check();
      await submit(page).click();
      await page.waitForURL(/\/demo\/terminal/);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect.poll(() => notice(page).count(), { timeout: 10_000 }).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/se_demo/1/finalize/${guid}`);
      expect(await notice(page).textContent()).toContain('The payment did not go through');
      // Every detail kept, the payment method included, so Pay needs nothing more.
      expect(await page.getByLabel('First name').inputValue()).toBe('Anna');
      expect(await page.getByLabel('Message to the venue (optional)').inputValue()).toBe(
        'Fönsterbord, tack',
      );
      expect(await page.getByLabel('Swish').isChecked()).toBe(true);
      expect(await submit(page).isDisabled()).toBe(false);
      // One place: no floating toast says it again.
      expect(
        await page
          .locator(
            'booking-widget [data-toast-region] [role="alert"], booking-widget [role="alert"]',
          )
          .filter({ hasText: 'did not go through' })
          .count(),
      ).toBe(1);
      // By the button, covering no field.
      const box = (await notice(page).boundingBox())!;
      const button = (await submit(page).boundingBox())!;
      expect(button.y - (box.y + box.height)).toBeLessThan(40);
      expect(button.y).toBeGreaterThan(box.y);
      for (const field of await form(page).locator('input, select, textarea').all()) {
        if (!(await field.isVisible())) continue;
        const f = (await field.boundingBox())!;
        const overlaps =
          f.x < box.x + box.width &&
          box.x < f.x + f.width &&
          f.y < box.y + box.height &&
          box.y < f.y + f.height;
        expect(overlaps, (await field.getAttribute('name')) ?? undefined).toBe(false);
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `money-payment-cancelled-${name}`);
      // The notice stays until closed (doc 2 §8: no duration): the page's clock jumps past the
      // usual toast's 5 s, firing every timer due by then …
      await page.clock.fastForward(5_500);
      expect(await notice(page).count()).toBe(1);
      await notice(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => notice(page).count()).toBe(0);
      // … and Pay works at once.
      await submit(page).click();
      await page.waitForURL(/\/demo\/terminal/);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect
        .poll(() => page.getByTestId('payment-paid').textContent(), { timeout: 10_000 })
        .toMatch(/1,790/);
      const booking = await api(`WebBooking/WebBookings/${guid}`);
      expect(booking).toMatchObject({ chargePayedAmount: 1790, message: 'Fönsterbord, tack' });
    },
  );

  it('double booking at the terminal: the page stops offering to pay and takes the guest back to choose a time', async () => {
    const page = await provsmakning(2);
    const guid = guidIn(page, 'finalize');
    await fillContact(page);
    await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: 'Fail: double booking' }).click();
    await expect.poll(() => notice(page).count(), { timeout: 10_000 }).toBe(1);
    const text = await notice(page).textContent();
    expect(text).toContain('the time was taken meanwhile');
    expect(text).toContain('Nothing was charged');
    // Nothing on the page says the time is still held, and Pay is gone.
    expect(await page.getByTestId('details-intro').textContent()).toBe(
      'This time is no longer held for you.',
    );
    expect(await submit(page).count()).toBe(0);
    expect(await page.getByTestId('payment-note').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(BookingStatus.Expired);
    await expectNoAxeViolations(page);
    await screenshot(page, 'money-double-booking-desktop');
    // One clear action: choose another time, for the same party and day.
    await page.getByTestId('details-notice-action').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/se_demo/1/availability');
    expect(url.searchParams.get('guests')).toBe('2');
    expect(url.searchParams.get('date')).toBe(DAY);
  });

  it('no-show fee: before the card is registered the summary speaks of the future', async () => {
    const page = await demo.open(`/se_demo/1?guests=2&children=0&date=${DAY}`, DESKTOP);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .locator('[data-row="Bar kväll"]')
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('payment-note').textContent()).toMatch(
      /^Your card will be registered for a no-show fee of SEK\s?400\./,
    );
  });
});
