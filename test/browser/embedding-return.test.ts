import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// DESIGN §5 "Payment return" (issue 14): in inline and modal mode the payment terminal sends
// the guest back to the venue's own page; the loader opens the widget at the confirmation there
// and removes the terminal's parameters from the host URL. Tuesday 1 December 2026, 08:00 in
// Stockholm: Wednesday 2 December has Provsmakning (prepayment 895 per guest) open at 18:00.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const PREFILL = 'data-guests="2" data-children="0" data-date="2026-12-02" data-lang="en"';

/** The venue's pages, on ANOTHER origin than the widget, as a venue would paste the widget. */
function pages(widget: string): Record<string, string> {
  const shell = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script>window.heard=[];document.addEventListener('booking-widget:bookingFinalized',function(e){heard.push(e.detail)});
document.addEventListener('booking-widget:analytics',function(e){var a=JSON.parse(sessionStorage.getItem('venue-analytics')||'[]');a.push(e.detail);sessionStorage.setItem('venue-analytics',JSON.stringify(a))});</script></head>
<body><main style="padding:16px"><h1>Venue</h1>${body}</main></body></html>`;
  return {
    '/inline.html': shell(
      `<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" ${PREFILL}></script>`,
    ),
    '/modal.html': shell(
      `<button id="book" type="button" data-booking-widget-open>Book a table</button>
       <script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="modal" ${PREFILL}></script>`,
    ),
  };
}

let hostServer: Server;
let hostUrl = '';

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    const page = pages(demo.harness.server.url)[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

const widget = (page: Page) => page.locator('booking-widget');
const modal = (page: Page) => page.locator('dialog[data-booking-widget-modal]');

/** Chooses Provsmakning at 18:00, types the guest's details and pays by card at the terminal. */
async function bookAndPay(page: Page, path: string): Promise<string> {
  const time = widget(page)
    .locator('[data-row="Provsmakning"]')
    .getByRole('button', { name: /^18:00/ })
    .first();
  await time.click({ timeout: 15_000 });
  await widget(page).getByTestId('details-form').waitFor({ timeout: 10_000 });
  await page.getByLabel('First name').click();
  await page.keyboard.type('Anna');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lindqvist');
  await page.getByLabel('Country calling code').selectOption('SE');
  await page.getByLabel('Mobile number').click();
  await page.keyboard.type('070-123 45 67');
  await page.getByLabel('Email').click();
  await page.keyboard.type('anna@example.com');
  await page.getByLabel('Company name').fill('Lindqvist AB');
  await page.getByLabel('Company name').blur();
  await page.getByLabel('Card').check();
  await widget(page).getByTestId('details-submit').click();
  await page.waitForURL(/\/demo\/terminal/);
  const returnUrl = new URL(new URL(page.url()).searchParams.get('returnUrl')!);
  // The way back is the host page itself, with the widget's route in one parameter.
  expect(returnUrl.origin + returnUrl.pathname).toBe(hostUrl + path);
  const route = returnUrl.searchParams.get('bookingWidgetRoute') ?? '';
  const guid = /^\/se_demo\/1\/[a-z-]+\/([0-9a-f-]{36})/.exec(route)?.[1];
  expect(guid, route).toBeDefined();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.origin === hostUrl);
  return guid!;
}

async function expectConfirmedOnHost(page: Page, path: string) {
  await expect
    .poll(() => widget(page).getByTestId('booking-heading').textContent(), { timeout: 15_000 })
    .toBe('Booking confirmed');
  // The terminal's parameters and the widget's route are gone from the host's address.
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(hostUrl + path);
  expect(url.search).toBe('');
}

/** The host heard the booking finalized from the return (DESIGN §5), with the booking's status. */
const finalized = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { heard: { bookingId: string; status: number }[] }).heard,
  );

describe('embedding: the payment return on the host page', () => {
  it('inline: the guest pays at the terminal and sees the booking confirmed in the widget', async () => {
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    await page.goto(hostUrl + '/inline.html');
    const guid = await bookAndPay(page, '/inline.html');
    await expectConfirmedOnHost(page, '/inline.html');
    expect((await demo.api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
    await expect.poll(() => finalized(page)).toEqual([{ bookingId: guid, status: 100 }]);
    expect(await page.locator('booking-widget').count()).toBe(1);
    // doc 2 §7 analytics: one session from before the terminal to after it (no 60 minutes
    // passed), its start sent once.
    const analytics = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('venue-analytics') ?? '[]') as Record<string, unknown>[],
    );
    expect(analytics.map((a) => [a.name, a.bookingId])).toEqual([
      ['SessionStart', null],
      ['PaymentTerminal', guid],
      ['BackFromPaymentTerminal', guid],
    ]);
    expect(new Set(analytics.map((a) => a.sessionId)).size).toBe(1);
    await expectNoAxeViolations(page, 'booking-widget');
    await screenshot(page, 'embedding-return-inline');
  });

  it('modal: the modal opens again on the host page at the confirmation', async () => {
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    await page.goto(hostUrl + '/modal.html');
    await page.locator('#book').click();
    const guid = await bookAndPay(page, '/modal.html');
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expectConfirmedOnHost(page, '/modal.html');
    expect((await demo.api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
    await expect.poll(() => finalized(page)).toEqual([{ bookingId: guid, status: 100 }]);
    await expectNoAxeViolations(page, 'dialog[data-booking-widget-modal]');
    await screenshot(page, 'embedding-return-modal');
  });
});
