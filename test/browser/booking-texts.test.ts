import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookingApi, contact, stockholm } from './bookingApi.ts';
import { demoAt } from './demoAt.ts';
import { control, expectNoAxeViolations, screenshot, settled } from './support.ts';

// Issue 49, "Doc rules that hold only in part": what the booking page says, driven as a guest on
// /booking/{system}/{guid} (and an old finalize link) in full-page mode against the reference
// API. Tuesday 1 December 2026, 08:00 in Stockholm; Wednesday 2 and Thursday 3 December have
// Lunch (11:00–14:00) and Middag (17:00–21:45) open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const booking = bookingApi(() => demo.harness.server.url);
const { call } = booking;
/** Bookings made here are in English. */
const create = (ruleId: number, date: string, hhmm: string, extra: object = {}) =>
  booking.create(ruleId, date, hhmm, { lang: 'en', ...extra });

/** A booking in progress, as the wizard makes it. */
async function inProgress(ruleId: number, date: string, hhmm: string, extra: object = {}) {
  const created = await create(ruleId, date, hhmm, extra);
  expect(created.status).toBe(201);
  return created.json.guid as string;
}

/** A finalized booking in English, as the guest's link opens it. */
const booked = (ruleId: number, date: string, hhmm: string, extra: object = {}) =>
  booking.booked(ruleId, date, hhmm, { lang: 'en', ...extra });

/** Fills every table of a time, as other guests would. */
async function fillUp(ruleId: number, date: string, hhmm: string): Promise<string[]> {
  const taken: string[] = [];
  for (;;) {
    const answer = await create(ruleId, date, hhmm);
    if (answer.status !== 201) return taken;
    taken.push(answer.json.guid);
  }
}

const staff = (action: string, body: object) => control(demo.harness.server.url, action, body);
const dialog = (page: Page) => page.locator('dialog[open]');

async function openBooking(guid: string) {
  const page = await open(`/booking/se_demo/${guid}`);
  await expect.poll(() => page.getByTestId('booking-actions').count(), { timeout: 15_000 }).toBe(1);
  return page;
}

describe('doc 2 §8 Session expired: booking released or cancelled', () => {
  const finalizeLink = (guid: string) =>
    `/se_demo/1/finalize/${guid}?guests=2&children=0&date=2026-12-02`;

  it.each([
    ['cancelled', 'This booking has been cancelled.', 'nothing happened'],
    ['released', 'released because nothing happened for a while', 'cancelled'],
  ])(
    'the old details link of a %s booking says so in the session-expired dialog',
    async (state, says, never) => {
      const guid = await inProgress(1, '2026-12-02', '12:00');
      if (state === 'cancelled') {
        await call('POST', `WebBooking/WebBookings/${guid}/Finalize`, { contact, lang: 'en' });
        await call('POST', `WebBooking/WebBookings/${guid}/Cancel`);
      } else {
        // Released, and the one Refresh leaves it expired (its hold could not come back).
        const expired = await call('POST', `WebBooking/WebBookings/${guid}/Clear`);
        await staff('faults', {
          pattern: `/${guid}/refresh$`,
          method: 'POST',
          status: 200,
          body: expired.json,
          times: 1,
        });
      }
      const page = await open(finalizeLink(guid));
      const shown = page.getByRole('dialog', { name: 'Your session has expired' });
      await expect.poll(() => shown.count(), { timeout: 10_000 }).toBe(1);
      const text = await shown.textContent();
      expect(text).toContain(says);
      expect(text).not.toContain(never);
    },
  );
});

describe('doc 2 §3 Charge type, §4 Payment: the payment summary names the charge', () => {
  it.each([
    ['manual', 'Manual charge'],
    ['prepayment', 'Prepayment'],
  ])('a staff %s charge is labelled "%s"', async (chargeType, label) => {
    const guid = await booked(1, '2026-12-03', '12:00');
    await staff('paymentlink', { guid, action: 'send', amount: 250, chargeType });
    const page = await openBooking(guid);
    await expect.poll(() => page.getByTestId('payment-summary').count()).toBe(1);
    expect(await page.getByTestId('payment-summary').locator('dt').first().textContent()).toBe(
      label,
    );
    expect(await page.getByTestId('payment-summary').textContent()).toMatch(/SEK\s250/);
  });
});

describe('doc 2 §2 Cancel confirmation modal, §3 chargeRefundedAmount: the refund is told', () => {
  /** Provsmakning (prepayment, 895 per guest) on Thursday at 18:00, paid at the terminal. */
  async function prepaid(): Promise<string> {
    const guid = await inProgress(5, '2026-12-03', '18:00');
    const started = await call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
      terminalReturnUrl: `${demo.harness.server.url}/se_demo/1/payment-confirmation/${guid}`,
      payMethod: 0,
      contact,
    });
    expect(started.status).toBe(200);
    const chargeId = new URL(started.json.url).searchParams.get('chargeId')!;
    const paid = await fetch(`${demo.harness.server.url}/demo/terminal`, {
      method: 'POST',
      body: new URLSearchParams({ chargeId, returnUrl: started.json.url, choice: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = await call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
      bookingChargeId: chargeId,
      startTime: null,
    });
    expect(back.json.success).toBe(true);
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking).toMatchObject({ status: 100, chargePayedAmount: 1790 });
    return guid;
  }

  it('a prepaid booking: the dialog says the SEK 1,790 paid is refunded, and it is', async () => {
    const guid = await prepaid();
    const page = await openBooking(guid);
    await page.getByTestId('cancel-booking').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    const shown = page.getByRole('dialog', { name: 'Cancel your booking?' });
    expect(await shown.getByTestId('cancel-refund').textContent()).toMatch(
      /^The SEK\s1,790 you paid will be refunded\.$/,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-cancel-refund-desktop');
    await shown.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect.poll(() => page.getByTestId('cancel-done').count()).toBe(1);
    expect((await api(`WebBooking/WebBookings/${guid}`)).chargeRefundedAmount).toBe(1790);
    expect(await page.getByTestId('payment-summary').textContent()).toMatch(
      /Refunded\s*SEK\s1,790/,
    );
  });

  it('a booking with nothing paid: no word of a refund', async () => {
    const guid = await booked(1, '2026-12-03', '12:00');
    const page = await openBooking(guid);
    await page.getByTestId('cancel-booking').click();
    const shown = page.getByRole('dialog', { name: 'Cancel your booking?' });
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.textContent()).toContain('Your table is released');
    expect(await shown.getByTestId('cancel-refund').count()).toBe(0);
  });
});

describe('doc 2 §4 Edit, §8 Edit save failure', () => {
  it('the times are grouped under their rule names, as on the time step', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Time' }).click();
    await expect.poll(() => page.getByTestId('edit-times').count()).toBe(1);
    const lunch = page.getByTestId('edit-times').getByRole('group', { name: 'Lunch' });
    const dinner = page.getByTestId('edit-times').getByRole('group', { name: 'Middag' });
    expect(await lunch.getByRole('button', { name: '12:30' }).count()).toBe(1);
    expect(await lunch.getByRole('button', { name: '18:00' }).count()).toBe(0);
    expect(await dinner.getByRole('button', { name: '18:00' }).count()).toBe(1);
    expect(await dinner.getByRole('button', { name: '12:30' }).count()).toBe(0);
    // The groups follow the day: lunch first, then dinner.
    expect(
      await page
        .getByTestId('edit-times')
        .locator('[data-rule]')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-rule'))),
    ).toEqual(['Lunch', 'Middag']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-edit-times-by-rule-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'booking-edit-times-by-rule-phone');
  });

  it('a time taken meanwhile: the save fails and says the time was just taken', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Time' }).click();
    await expect.poll(() => page.getByTestId('edit-times').count()).toBe(1);
    await page.getByRole('button', { name: '18:00' }).click();
    // Other guests take every table at 18:00 while this guest decides.
    expect((await fillUp(2, '2026-12-02', '18:00')).length).toBeGreaterThan(0);
    await page.getByTestId('edit-save').click();
    const toast = page.locator('booking-widget [role="alert"]').filter({ hasText: 'Save failed' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).toContain(
      'Sorry, that time was just taken. Please choose another time.',
    );
    expect(await dialog(page).count()).toBe(1);
    // The taken time is no longer the choice: Save waits for another time (issue 49).
    await expect.poll(() => page.getByTestId('edit-save').isDisabled()).toBe(true);
    expect((await api(`WebBooking/WebBookings/${guid}`)).start).toBe(
      stockholm('2026-12-02', '12:00'),
    );
  });

  it('any other failed save says only that it failed', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid);
    await staff('faults', { pattern: '/edit$', status: 500, times: 1 });
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Time' }).click();
    await expect.poll(() => page.getByTestId('edit-times').count()).toBe(1);
    await page.getByRole('button', { name: '18:00' }).click();
    await page.getByTestId('edit-save').click();
    const toast = page.locator('booking-widget [role="alert"]').filter({ hasText: 'Save failed' });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.textContent()).not.toContain('just taken');
  });
});

describe('doc 2 §2 Payment result dialogs, §4 Return from payment: a failed paid offer', () => {
  /** Provsmakning (prepayment) at 18:00 on `date`, full; one table freed and offered. */
  async function offered(date: string): Promise<string> {
    const taken = await fillUp(5, date, '18:00');
    expect(taken.length).toBeGreaterThan(0);
    const guid = await booked(5, date, '18:00', { isWaitList: true });
    await call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    await staff('waitlistoffer', { guid, startTime: stockholm(date, '18:00') });
    return guid;
  }

  /** Confirms the offer on the booking page and answers the terminal with `choice`. */
  async function payOffer(guid: string, choice: string): Promise<Page> {
    const page = await openBooking(guid);
    await expect.poll(() => page.getByTestId('offer-panel').count()).toBe(1);
    await page.getByTestId('offer-confirm').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/demo\/terminal/, { timeout: 15_000 });
    await page.getByRole('button', { name: choice }).click();
    await expect
      .poll(() => page.getByTestId('booking-heading').count(), { timeout: 15_000 })
      .toBe(1);
    return page;
  }

  /** How often the page and its open dialogs say the guest is still on the waiting list. */
  async function stillOnTheList(page: Page): Promise<number> {
    await settled(page);
    const texts = [
      await page.getByTestId('booking-page').innerText(),
      ...(await dialog(page).allInnerTexts()),
    ];
    return texts.join('\n').split('still on the waiting list').length - 1;
  }

  it('the table was taken at the terminal: told once, and a reload tells it once', async () => {
    const guid = await offered('2026-12-09');
    const page = await payOffer(guid, 'Fail: double booking');
    await expect.poll(() => page.locator('[data-message="offerFailed"]').count()).toBe(1);
    expect(await stillOnTheList(page)).toBe(1);
    expect(await page.getByTestId('payment-result').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator('[data-message="offerFailed"]').count()).toBe(1);
    expect(await stillOnTheList(page)).toBe(1);
    expect(await page.getByTestId('payment-result').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(9);
  });

  it('the card was declined: the dialog shows, and a reload does not open it again', async () => {
    const page = await payOffer(await offered('2026-12-09'), 'Fail: card declined');
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.getAttribute('data-kind')).toBe('paymentFailed');
    // Seen: the return's parameters have left the address while the dialog is still up.
    await expect.poll(() => new URL(page.url()).searchParams.get('ChargeId')).toBeNull();
    expect(new URL(page.url()).searchParams.get('offerStartTime')).toBeNull();
    expect(await result.count()).toBe(1);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('booking-heading').count(), { timeout: 15_000 })
      .toBe(1);
    await settled(page);
    expect(await result.count()).toBe(0);
  });
});
