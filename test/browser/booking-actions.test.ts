import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { bookingApi, stockholm } from './bookingApi.ts';
import { demoAt } from './demoAt.ts';
import { control, expectNoAxeViolations, screenshot, settled } from './support.ts';

// [booking-page] part B: the booking page's actions (doc 2 §4 Edit, Waiting-list offer,
// Inquiry, Payment; §8), driven as a guest on /booking/{system}/{guid} in full-page mode.
// Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December has Lunch and Middag open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const { call, create, booked, fillTime } = bookingApi(() => demo.harness.server.url);

const staff = (action: string, body: object) => control(demo.harness.server.url, action, body);
const actions = (page: Page) => page.getByTestId('booking-actions');
const dialog = (page: Page) => page.locator('dialog[open]');
/** The checkout flow's lasting payment error toast (doc 2 §8). */
const paymentToast = (page: Page) =>
  page.locator('booking-widget [role="alert"]').filter({ hasText: /did not go through/ });

async function openBooking(guid: string, size = DESKTOP, query = '') {
  const page = await open(`/booking/se_demo/${guid}${query}`, size);
  await expect.poll(() => actions(page).count(), { timeout: 15_000 }).toBe(1);
  return page;
}

describe('edit (doc 2 §4 Edit)', () => {
  it('changes guests, time, message and contact; each save reaches the API', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid);
    await screenshot(page, 'booking-actions-edit-1280');
    await expectNoAxeViolations(page);

    // Keyboard: the button opens the modal, the types are buttons, Escape closes it.
    await page.getByTestId('edit-open').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);

    // Guests: only the sizes a table seats; save only once something changed.
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Number of guests' }).click();
    await expect.poll(() => page.getByTestId('edit-guests').count()).toBe(1);
    expect(await page.getByTestId('edit-save').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-edit-guests-1280');
    await page.getByRole('button', { name: '3 guests' }).click();
    await page.getByTestId('edit-save').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByText('Your booking is updated').count()).toBeGreaterThan(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(3);

    // Time: back resets the choice; the saved start is the new time.
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Time' }).click();
    await expect.poll(() => page.getByTestId('edit-times').count()).toBe(1);
    await page.getByRole('button', { name: /^12:30/ }).click();
    await page.getByTestId('edit-back').click();
    await page.getByRole('button', { name: 'Time' }).click();
    expect(await page.getByTestId('edit-save').isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^12:30/ }).click();
    await page.getByTestId('edit-save').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).start).toBe(
      stockholm('2026-12-02', '12:30'),
    );

    // Message; doc 2 §5, §9: the counter tells how many characters are left.
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Message' }).click();
    const counter = dialog(page).getByTestId('message-counter');
    expect(await counter.textContent()).toBe('0/255255 characters left');
    await page.getByLabel('Message to the venue (optional)').fill('x'.repeat(255));
    expect(await counter.textContent()).toBe('255/2550 characters left');
    await page.getByLabel('Message to the venue (optional)').fill('Window seat, please');
    expect(await counter.textContent()).toBe('19/255236 characters left');
    await page.getByTestId('edit-save').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).message).toBe('Window seat, please');

    // Contact: an invalid e-mail keeps save off and says why on blur.
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Contact details' }).click();
    await page.getByLabel('Email').fill('anna@');
    await page.getByLabel('Email').blur();
    expect(await page.getByTestId('edit-save').isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Provide a valid email address').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('anna.s@example.com');
    await page.getByLabel('Email').blur();
    await page.getByTestId('edit-save').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).contact.email).toBe('anna.s@example.com');
  });

  it('a failed save keeps the modal and says so; phone layout', async () => {
    const guid = await booked(1, '2026-12-02', '13:00');
    const page = await openBooking(guid, PHONE);
    await screenshot(page, 'booking-actions-edit-375');
    await staff('faults', { pattern: '/edit$', status: 500, times: 1 });
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Number of guests' }).click();
    await page.getByRole('button', { name: '4 guests' }).click();
    await screenshot(page, 'booking-actions-edit-dialog-375');
    await page.getByTestId('edit-save').click();
    await expect.poll(() => page.getByText('Save failed. Please try again.').count()).toBe(1);
    expect(await dialog(page).count()).toBe(1);
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(2);
  });

  it("guest sizes honour the held table's minimum chairs: no size that cannot be saved", async () => {
    // Every table that takes a single guest is taken at 14:00; the party of 3 holds a table
    // that takes 2 or more.
    for (;;) if ((await create(1, '2026-12-02', '14:00', { guests: 1 })).status !== 201) break;
    const guid = await booked(1, '2026-12-02', '14:00', { guests: 3 });
    const held = (await api(`WebBooking/WebBookings/${guid}`)).articles.find(
      (a: { isTable: boolean }) => a.isTable,
    );
    expect(held.tableMinChairs).toBeGreaterThan(1);
    const page = await openBooking(guid);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Number of guests' }).click();
    await expect.poll(() => page.getByTestId('edit-guests').count()).toBe(1);
    const sizes = (await page.getByTestId('edit-guests').getByRole('button').allTextContents()).map(
      (text) => Number.parseInt(text, 10),
    );
    expect(sizes).not.toContain(1);
    expect(sizes).toContain(held.tableMinChairs);
    // The smallest offered size saves (no 409).
    await page.getByRole('button', { name: `${Math.min(...sizes)} guests` }).click();
    await page.getByTestId('edit-save').click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(Math.min(...sizes));
  });
});

describe('waiting-list offer (doc 2 §4)', () => {
  /** A waiting-list entry at 19:00 on `date` with one table freed and offered. */
  async function offered(date: string): Promise<string> {
    const taken = await fillTime(2, date, '19:00');
    const guid = await booked(2, date, '19:00', { isWaitList: true });
    await call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    await staff('waitlistoffer', { guid, startTime: stockholm(date, '19:00') });
    return guid;
  }

  it('the guest confirms an offer: the booking becomes a table booking', async () => {
    const guid = await offered('2026-12-09');
    const page = await openBooking(guid);
    await expect.poll(() => page.getByTestId('offer-panel').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-offer-1280');
    await page.getByTestId('offer-confirm').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Focus starts on "Not now"; Tab then Enter confirms, by keyboard only.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
    await expect.poll(() => page.getByTestId('offer-panel').count()).toBe(0);
  });

  it('a locked offer cannot be confirmed', async () => {
    const date = '2026-12-11';
    const guid = await offered(date);
    // Middag locks 60 minutes before the time: 18:30 is past it, for the API and the page.
    const late = Date.parse(stockholm(date, '18:30'));
    await staff('clock', { set: late });
    const page = await demo.harness.newPage(PHONE, { fixedTime: late });
    await page.goto(`/booking/se_demo/${guid}`);
    await expect.poll(() => page.getByTestId('offer-locked').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('offer-confirm').count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-offer-locked-375');
    const refused = await call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, [
      { startTime: stockholm(date, '19:00'), offerStatus: 1 },
    ]);
    expect(refused.status).toBe(409);
    await staff('clock', { set: NOW });
  });
});

describe('booking-request proposal (doc 2 §4 Inquiry, §5)', () => {
  async function proposed(hhmm: string): Promise<string> {
    const guid = await booked(2, '2026-12-02', hhmm, { guests: 12, isInquiry: true });
    await staff('inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('2026-12-02', '20:30'),
    });
    return guid;
  }

  it('shows the diff from an inquiryProposal link; accepting reaches the API', async () => {
    const guid = await proposed('19:00');
    const page = await openBooking(guid, DESKTOP, '?inquiryProposal=true');
    await expect.poll(() => page.getByTestId('proposal-diff').count()).toBe(1);
    const diff = await page.getByTestId('proposal-diff').textContent();
    expect(diff).toContain('19:00');
    expect(diff).toContain('20:30');
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-proposal-1280');
    await page.getByTestId('proposal-accept').click();
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).subStatus).toBe(5);
    expect((await api(`WebBooking/WebBookings/${guid}`)).start).toBe(
      stockholm('2026-12-02', '20:30'),
    );
  });

  it('declining needs a message of at most 255 characters', async () => {
    const guid = await proposed('18:00');
    const page = await openBooking(guid, PHONE);
    await page.getByTestId('proposal-decline').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.getByTestId('proposal-decline-send').click();
    await expect.poll(() => page.getByText('Required').count()).toBe(1);
    expect((await api(`WebBooking/WebBookings/${guid}`)).subStatus).toBe(3);
    const box = page.getByLabel('Message to the venue', { exact: true });
    // doc 2 §5, §9: the counter tells what is left, 255 when empty, 0 when full.
    const counter = dialog(page).getByTestId('message-counter');
    expect(await counter.textContent()).toBe('0/255255 characters left');
    await box.fill('x'.repeat(300));
    expect((await box.inputValue()).length).toBe(255);
    expect(await counter.textContent()).toBe('255/2550 characters left');
    await box.fill('');
    await box.pressSequentially('We cannot come that late');
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-decline-375');
    await page.getByTestId('proposal-decline-send').click();
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).subStatus).toBe(6);
    expect((await api(`WebBooking/WebBookings/${guid}`)).message).toBe('We cannot come that late');
  });
});

describe('payment link (doc 2 §4 Payment, §8)', () => {
  it('an expired link is re-requested and the guest goes to the terminal', async () => {
    const guid = await booked(1, '2026-12-02', '11:00');
    await staff('paymentlink', { guid, action: 'send', amount: 450 });
    await staff('paymentlink', { guid, action: 'expire' });
    const page = await openBooking(guid);
    await expect.poll(() => page.getByTestId('payment-link-panel').count()).toBe(1);
    expect(await page.getByTestId('payment-link-panel').textContent()).toContain('450');
    expect(await page.getByTestId('payment-link-panel').getByRole('heading').textContent()).toBe(
      'Your payment link has expired',
    );
    expect(await page.locator('booking-widget [data-message="paymentLinkExpired"]').count()).toBe(
      1,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-payment-link-1280');
    await page.getByTestId('payment-link-request').click();
    await page.waitForURL(/\/demo\/terminal/);
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(Date.parse(booking.chargePaymentLinkExpirationDate)).toBeGreaterThan(NOW);
    // The guest cancels at the terminal: back on the booking page, the failed-payment dialog.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => page.getByTestId('payment-result').getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('paymentFailed');
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-payment-failed-1280');
    // One message, not two: the dialog tells it, so the checkout's lasting toast stays away.
    await settled(page);
    expect(await paymentToast(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('payment-result').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('ChargeId')).toBeNull();
    expect(await paymentToast(page).count()).toBe(0);
    // The link the guest gave up on is asked for anew as before, but it did not expire.
    const panel = page.getByTestId('payment-link-panel');
    await expect
      .poll(() => panel.getByRole('heading').textContent())
      .toBe('Your payment was not completed');
    expect(
      await page.locator('booking-widget [data-message="paymentNotCompleted"]').textContent(),
    ).toBe('The payment was not completed.');
    expect(await page.locator('booking-widget [data-message="paymentLinkExpired"]').count()).toBe(
      0,
    );
    expect(await page.getByTestId('payment-link-request').textContent()).toBe(
      'Get a new payment link',
    );
  });
});

describe('paying what is owed on a valid payment link (doc 2 §2, §4 Payment)', () => {
  it('the page offers to pay; the terminal takes it; the page shows it paid', async () => {
    const guid = await booked(1, '2026-12-02', '11:00');
    await staff('paymentlink', { guid, action: 'send', amount: 100 });
    const page = await openBooking(guid);
    const pay = page.getByTestId('payment-link-request');
    await expect.poll(() => pay.count()).toBe(1);
    expect((await pay.textContent())?.replace(/\s/g, ' ')).toBe('Pay SEK 100');
    await expectNoAxeViolations(page);
    await pay.click();
    await page.waitForURL(/\/demo\/terminal/);
    // A failed payment keeps the way to pay: the result dialog's retry, then the panel.
    await page.getByRole('button', { name: 'Fail: card declined' }).click();
    await expect
      .poll(() => page.getByTestId('payment-result').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByTestId('result-close').click();
    await expect.poll(() => pay.count()).toBe(1);
    await pay.click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect
      .poll(() => page.getByTestId('payment-paid').textContent(), { timeout: 15_000 })
      .toMatch(/SEK\s100/);
    expect(await pay.count()).toBe(0);
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.chargePayedAmount).toBe(100);
  });
});

describe('payment-link returns with an error (doc 2 §8)', () => {
  it.each([
    [
      'prepayment, authorisation failed',
      'prepayment',
      'Fail: authorisation failed',
      'The payment did not go through',
      'The amount could not be verified.',
    ],
    [
      'no-show card, cancelled',
      'noShow',
      'Cancel',
      'The card registration did not go through',
      'nothing was charged',
    ],
  ])(
    '%s: the dialog has the kind title and the error text',
    async (_n, type, choice, title, text) => {
      const guid = await booked(1, '2026-12-02', '11:00');
      await staff('paymentlink', { guid, action: 'send', amount: 300, chargeType: type });
      await staff('paymentlink', { guid, action: 'expire' });
      const page = await openBooking(guid);
      await page.getByTestId('payment-link-request').click();
      await page.waitForURL(/\/demo\/terminal/);
      await page.getByRole('button', { name: choice }).click();
      await expect
        .poll(() => page.getByTestId('payment-result').count(), { timeout: 15_000 })
        .toBe(1);
      const shown = page.getByRole('dialog', { name: title });
      expect(await shown.count()).toBe(1);
      expect(await shown.textContent()).toContain(text);
      await settled(page);
      expect(await paymentToast(page).count()).toBe(0);
    },
  );
});

describe('failed waiting-list confirm (doc 2 §2, §4 Return from payment, §8)', () => {
  it('a prepaid offer whose table was taken at the terminal: the page says so, no toast', async () => {
    // Provsmakning (rule 5, prepayment) at 18:00 on Wednesday 9 December, full; one table
    // freed and offered to the waiting-list entry.
    const date = '2026-12-09';
    const taken = await fillTime(5, date, '18:00');
    expect(taken.length).toBeGreaterThan(0);
    const guid = await booked(5, date, '18:00', { isWaitList: true });
    await call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    await staff('waitlistoffer', { guid, startTime: stockholm(date, '18:00') });
    const page = await openBooking(guid);
    await expect.poll(() => page.getByTestId('offer-panel').count()).toBe(1);
    await page.getByTestId('offer-confirm').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/terminal/, { timeout: 15_000 });
    // At the terminal the table turns out taken (DoubleBookingException).
    await page.getByRole('button', { name: 'Fail: double booking' }).click();
    await expect
      .poll(() => page.getByTestId('booking-heading').count(), { timeout: 15_000 })
      .toBe(1);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/booking/se_demo/${guid}`);
    expect(url.searchParams.get('failedOfferConfirm')).toBe('true');
    await expect
      .poll(() => page.locator('[data-message="offerFailed"]').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.locator('[data-message="offerFailed"]').textContent()).toContain(
      'someone else booked it first',
    );
    await settled(page);
    expect(await paymentToast(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-actions-offer-failed-1280');
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(9);
  });
});
