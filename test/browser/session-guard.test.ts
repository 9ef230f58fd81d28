import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookingApi, contact } from './bookingApi.ts';
import { demoAt } from './demoAt.ts';
import { control, expectNoAxeViolations } from './support.ts';

// Doc 2 §4 Session guard on every entry to a booking's route, not only after a same-tab
// reload: a finalize link opened in a new tab, from a bookmark or from the history, for a
// booking that is finalized, cancelled or expired. Tuesday 1 December 2026, 08:00 in
// Stockholm; Wednesday 2 December is open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const booking = bookingApi(() => demo.harness.server.url);

/** POSTs to a booking's action (`/guid/Finalize`, ...), expecting success; its answer. */
async function call(path: string, body: unknown = {}): Promise<any> {
  const answer = await booking.call('POST', `WebBooking/WebBookings${path}`, body);
  expect(answer.status, path).toBeLessThan(300);
  return answer.json;
}

/** A booking in progress for 2 on Wednesday 12:00, as the wizard makes it. */
async function inProgress(): Promise<string> {
  const created = await booking.create(1, '2026-12-02', '12:00', { guestsChildren: 0, lang: 'en' });
  expect(created.status).toBe(201);
  return created.json.guid;
}

const finalizeLink = (guid: string) =>
  `/se_demo/1/finalize/${guid}?guests=2&children=0&date=2026-12-02`;
const form = (page: Page) => page.getByTestId('details-form');
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Every POST the page sends to the API, as `Action` (the last path segment). */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/'))
      posts.push(new URL(r.url()).pathname.split('/').pop()!);
  });
  return posts;
}

/** Opens the link in a fresh tab (nothing in its session storage), counting its POSTs. */
async function openFresh(path: string) {
  const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
  const posts = postsOf(page);
  await page.goto(path);
  return { page, posts };
}

describe('doc 2 §4 Session guard on every entry to a finalize link', () => {
  it('finalized: a new tab shows the already-finalized dialog and never the form', async () => {
    const guid = await inProgress();
    await call(`/${guid}/Finalize`, { contact, lang: 'en' });
    const { page, posts } = await openFresh(finalizeLink(guid));
    const dialog = dialogNamed(page, 'Already booked');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await form(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Open booking' }).click();
    await expect
      .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');
    expect(new URL(page.url()).pathname).toBe(`/booking/se_demo/${guid}`);
    // Nothing was refreshed, finalized or released.
    expect(posts).toEqual([]);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
  });

  it('cancelled: a bookmark opens the session-expired dialog; OK returns to the start page', async () => {
    const guid = await inProgress();
    await call(`/${guid}/Finalize`, { contact, lang: 'en' });
    await call(`/${guid}/Cancel`);
    const { page, posts } = await openFresh(finalizeLink(guid));
    const dialog = dialogNamed(page, 'Your session has expired');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await form(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .toBe('Choose number of guests');
    // No Refresh for a cancelled booking: only Expired gets one.
    expect(posts.filter((p) => p === 'Refresh')).toEqual([]);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(7);
  });

  it('expired: one Refresh revives it under the same guid, then the form', async () => {
    const guid = await inProgress();
    await call(`/${guid}/Clear`);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(113);
    const { page, posts } = await openFresh(finalizeLink(guid));
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    expect(posts).toEqual(['Refresh']);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
  });

  it('expired: one Refresh that leaves it expired opens the session-expired dialog', async () => {
    const guid = await inProgress();
    const expired = await call(`/${guid}/Clear`);
    // The API answers the Refresh with the booking still Expired (its hold could not come back).
    await control(demo.harness.server.url, 'faults', {
      pattern: `/${guid}/refresh$`,
      method: 'POST',
      status: 200,
      body: expired,
      times: 1,
    });
    const { page, posts } = await openFresh(finalizeLink(guid));
    const dialog = dialogNamed(page, 'Your session has expired');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await form(page).count()).toBe(0);
    expect(posts).toEqual(['Refresh']);
  });

  it('from the history: Back to the finalize step of a booking finalized meanwhile', async () => {
    const guid = await inProgress();
    const page = await open(finalizeLink(guid));
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    // Finalized in another tab; the guest went on to its booking page, then pressed Back.
    await call(`/${guid}/Finalize`, { contact, lang: 'en' });
    await page.goto(`/booking/se_demo/${guid}`);
    await expect
      .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');
    await page.goBack();
    const dialog = dialogNamed(page, 'Already booked');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await form(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
  });

  it('a booking still in progress opens its form in a new tab, with no Refresh', async () => {
    const guid = await inProgress();
    const { page, posts } = await openFresh(finalizeLink(guid));
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('wizard-summary').textContent()).toContain('2 guests');
    expect(posts).toEqual([]);
  });
});
