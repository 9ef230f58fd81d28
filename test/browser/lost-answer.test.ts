import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { bookingApi } from './bookingApi.ts';
import { demoAt } from './demoAt.ts';

// Issue 49, lost answers: an edit the API applied whose answer never came back (the connection
// cut on the way back), then A → B → A. Tuesday 1 December 2026, 08:00 in Stockholm;
// Wednesday 2 December is open; the booking is a lunch for 3 at 12:00, in English.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const { booked } = bookingApi(() => demo.harness.server.url);

const facts = (page: Page) => page.getByTestId('booking-facts').textContent();
const dialogs = (page: Page) => page.getByRole('dialog').count();

/** In the open edit dialog: the number of guests (picking that kind first), then Save. */
async function chooseGuests(page: Page, guests: number, pickKind = true) {
  if (pickKind) await page.getByRole('button', { name: 'Number of guests' }).click();
  await page.getByRole('button', { name: `${guests} guests` }).click();
  await page.getByTestId('edit-save').click();
}

describe('lost answers on the booking page (issue 49)', () => {
  it('doc 2 §4 Edit: 3 → 4 applied but its answer lost: the page reads the booking again, shows 4 and no failure; then 4 → 5 and 5 → 4 end at 4', async () => {
    const guid = await booked(1, '2026-12-02', '12:00', { guests: 3 });
    const page = await open(`/booking/se_demo/${guid}`);
    await expect.poll(() => page.getByTestId('edit-open').count(), { timeout: 15_000 }).toBe(1);
    expect(await facts(page)).toContain('3 guests');
    const edits: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/Edit')) edits.push(r);
    });
    // The first edit reaches the API, which acts; its answer is cut on the way back.
    await page.route(
      '**/api/v1/**/Edit',
      async (route) => {
        const answered = await route.fetch();
        expect(answered.status()).toBe(200);
        await route.abort('connectionreset');
      },
      { times: 1 },
    );

    await page.getByTestId('edit-open').click();
    await chooseGuests(page, 4);
    // The page does not go on showing 3 nor say the save failed: it read the booking again,
    // found the change made, and closes the dialog as a save does.
    await expect.poll(() => facts(page), { timeout: 5_000 }).toContain('4 guests');
    await expect.poll(() => dialogs(page)).toBe(0);
    expect(await page.getByText('Save failed').count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(4);

    // B: 4 → 5, answered; the dialog closes on the save.
    await page.getByTestId('edit-open').click();
    await chooseGuests(page, 5);
    await expect.poll(() => dialogs(page)).toBe(0);
    await expect.poll(() => facts(page)).toContain('5 guests');
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(5);

    // A again: 5 → 4 is a new attempt, not the lost one replayed.
    await page.getByTestId('edit-open').click();
    await chooseGuests(page, 4);
    await expect.poll(() => dialogs(page)).toBe(0);
    await expect.poll(() => facts(page)).toContain('4 guests');
    expect((await api(`WebBooking/WebBookings/${guid}`)).guests).toBe(4);
    const keys = edits.map((r) => r.headers()['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });
});
