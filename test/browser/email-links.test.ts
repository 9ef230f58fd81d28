import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

// Issue 49: the links a guest gets by e-mail, opened in a fresh tab (nothing in its storage, the
// address names no unit for a booking page), for a booking whose time has meanwhile been taken.
// Tuesday 1 December 2026, 08:00 in Stockholm; Wednesday 2 December is open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const LUNCH = '2026-12-02T11:00:00.000Z'; // 12:00 in Stockholm
const demo = demoAt(NOW);

async function post(path: string, body: unknown = {}) {
  return fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings${path}`, {
    method: 'POST',
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const lunchFor2 = {
  unitId: 1,
  guests: 2,
  guestsChildren: 0,
  date: '2026-12-02',
  times: [{ ruleId: 1, start: LUNCH }],
  lang: 'en',
};

/**
 * A booking for 2 on Wednesday 12:00 that the guest left unfinished (released: Expired), whose
 * tables others then took, so the session guard's Refresh cannot revive it (code 2).
 */
async function expiredAndTaken(): Promise<string> {
  const created = await post('', lunchFor2);
  expect(created.status).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await post(`/${guid}/Clear`)).status).toBe(200);
  let taken = 0;
  while ((await post('', lunchFor2)).status === 201) taken++;
  expect(taken).toBeGreaterThan(0);
  expect((await post(`/${guid}/Refresh`)).status).toBe(409);
  return guid;
}

async function openFresh(path: string): Promise<Page> {
  const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
  await page.goto(path);
  return page;
}

const expiredDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Your session has expired' });

/** OK on the session-expired dialog leads to the venue's first step (doc 2 §2, §4). */
async function okGoesToStart(page: Page) {
  await expiredDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(() => page.getByTestId('step-title').textContent(), { timeout: 10_000 })
    .toBe('Choose number of guests');
  expect(new URL(page.url()).pathname).toBe('/se_demo/1');
  expect(await page.locator('[data-error-page]').count()).toBe(0);
}

describe('e-mailed links of a booking whose time was taken (issue 49)', () => {
  it("doc 2 §2, §4 Session guard: the booking page's session-expired dialog, OK shows the first step, not a broken link", async () => {
    const guid = await expiredAndTaken();
    const page = await openFresh(`/booking/se_demo/${guid}`);
    await expect.poll(() => expiredDialog(page).count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await okGoesToStart(page);
  });

  it('doc 2 §4 Session guard: the finalize link, its Refresh refused (time taken): the session-expired dialog, nothing says the table is held', async () => {
    const guid = await expiredAndTaken();
    const page = await openFresh(`/se_demo/1/finalize/${guid}?guests=2&children=0&date=2026-12-02`);
    await expect.poll(() => expiredDialog(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText('Sorry, that time was just taken').count()).toBe(0);
    expect(await page.getByText('is held', { exact: false }).count()).toBe(0);
    expect(await page.getByTestId('details-form').count()).toBe(0);
    await expectNoAxeViolations(page);
    await okGoesToStart(page);
    expect((await demo.api(`WebBooking/WebBookings/${guid}`)).status).toBe(113);
  });
});
