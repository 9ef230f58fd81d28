import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookingApi, stockholm } from './bookingApi.ts';
import { demoAt } from './demoAt.ts';
import { control } from './support.ts';

// Every mutation on the booking page leaves the page showing the fresh booking, whichever URL
// form opened it (doc 2 §2 Booking page, §4 Inquiry, Cancel, Edit; §7): the answer is the
// booking, stored under the key the page reads. Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const { booked } = bookingApi(() => demo.harness.server.url);

/** A booking request for 12 with a staff proposal of 20:30. */
async function proposed(): Promise<string> {
  const guid = await booked(2, '2026-12-02', '19:00', { guests: 12, isInquiry: true });
  await control(demo.harness.server.url, 'inquiry', {
    guid,
    action: 'propose',
    proposedStart: stockholm('2026-12-02', '20:30'),
  });
  return guid;
}

const forms = [
  ['/booking/se_demo/{guid}', ''],
  ['/booking/se_demo/{guid}?inquiryProposal=true', '?inquiryProposal=true'],
] as const;

async function openPage(guid: string, query: string) {
  const page = await open(`/booking/se_demo/${guid}${query}`);
  await expect.poll(() => page.getByTestId('booking-actions').count(), { timeout: 15_000 }).toBe(1);
  return page;
}

/** The page shows the booking (not the loading placeholders) with this status message. */
async function expectMessage(page: Page, message: string) {
  await expect
    .poll(() => page.locator(`[data-message="${message}"]`).count(), { timeout: 5_000 })
    .toBe(1);
  expect(await page.getByTestId('booking-page').count()).toBe(1);
  expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
}

describe('doc 2 §4: the booking page shows the fresh booking after each mutation', () => {
  it.each(forms)('Inquiry, accepting the proposal on %s', async (_form, query) => {
    const guid = await proposed();
    const page = await openPage(guid, query);
    await page.getByTestId('proposal-accept').click();
    await expectMessage(page, 'requestAcceptedByGuest');
    expect(await page.getByTestId('proposal-panel').count()).toBe(0);
    expect(await page.getByTestId('my-booking').textContent()).toContain('20:30');
    expect((await api(`WebBooking/WebBookings/${guid}`)).subStatus).toBe(5);
  });

  it.each(forms)('Inquiry, declining the proposal on %s', async (_form, query) => {
    const guid = await proposed();
    const page = await openPage(guid, query);
    await page.getByTestId('proposal-decline').click();
    await page.getByLabel('Message to the venue', { exact: true }).fill('Too late for us');
    await page.getByTestId('proposal-decline-send').click();
    await expectMessage(page, 'requestRejectedByGuest');
    expect(await page.getByTestId('proposal-panel').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).subStatus).toBe(6);
  });

  it.each(forms)('Cancel on %s', async (_form, query) => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openPage(guid, query);
    await page.getByTestId('cancel-booking').click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect
      .poll(() => page.getByTestId('booking-page').getAttribute('data-heading'), {
        timeout: 5_000,
      })
      .toBe('canceled');
    expect(await page.getByTestId('cancel-booking').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(7);
  });

  it.each(forms)('Edit, guests 2 → 3 on %s', async (_form, query) => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openPage(guid, query);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Number of guests' }).click();
    await page.getByRole('button', { name: '3 guests' }).click();
    await page.getByTestId('edit-save').click();
    await expect
      .poll(() => page.getByTestId('booking-facts').textContent(), { timeout: 5_000 })
      .toContain('3 guests');
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(3);
  });
});

describe('doc 2 §4 Payment: paying from the booking page shows the fresh booking', () => {
  it.each(forms)('pay what a payment link owes, on %s', async (_form, query) => {
    const guid = await booked(1, '2026-12-02', '12:00');
    await control(demo.harness.server.url, 'paymentlink', { guid, action: 'send', amount: 100 });
    const page = await openPage(guid, query);
    await expect
      .poll(() => page.getByTestId('payment-outstanding').textContent())
      .toMatch(/SEK\s100/);
    await page.getByTestId('payment-link-request').click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect
      .poll(() => page.getByTestId('payment-paid').textContent(), { timeout: 15_000 })
      .toMatch(/SEK\s100/);
    expect(await page.getByTestId('payment-outstanding').count()).toBe(0);
    expect(await page.getByTestId('payment-link-request').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).chargePayedAmount).toBe(100);
  });
});

describe('doc 2 §7: a cancel on the booking page', () => {
  it('reaches the host as bookingCancelled and analytics as the session event Cancel', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      for (const name of ['bookingCancelled', 'analytics'])
        document.addEventListener(`booking-widget:${name}`, (e) =>
          heard.push([name, (e as CustomEvent).detail]),
        );
    });
    await page.goto(`/booking/se_demo/${guid}`);
    await page.getByTestId('cancel-booking').click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect.poll(() => page.getByTestId('cancel-done').count(), { timeout: 5_000 }).toBe(1);
    const heard = () =>
      page.evaluate(() => (window as unknown as { heard: [string, any][] }).heard);
    await expect
      .poll(async () => (await heard()).filter(([n]) => n === 'bookingCancelled'))
      .toEqual([['bookingCancelled', { bookingId: guid }]]);
    const analytics = (await heard()).filter(([n]) => n === 'analytics').map(([, p]) => p);
    expect(analytics).toContainEqual(
      expect.objectContaining({ kind: 'session', name: 'Cancel', bookingId: guid }),
    );
    expect(analytics).toContainEqual(
      expect.objectContaining({ kind: 'named', name: 'CancelBookingClicked', bookingId: guid }),
    );
  });
});
