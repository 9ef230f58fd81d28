import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, startHarness, type Harness } from './harness.ts';
import { control, downloadedText, expectNoAxeViolations, screenshot, settled } from './support.ts';

// The booking page (doc 2 §2, §4, §9) for each status, opened from bookings the reference API
// makes directly. Tuesday 1 December 2026, 08:00 in Stockholm (UTC+1): Wednesday 2 December is
// open; Saturday 5 December is full with a waiting list.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const contact = {
  fname: 'Anna',
  lname: 'Lindqvist',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: false,
};

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(async () => {
  await control(harness.server.url, 'reset');
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${harness.server.url}/api/v1/${path}`, {
    method,
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** Creates a booking of a rule at a Stockholm UTC instant; finalizes it unless told not to. */
async function book(
  ruleId: number,
  startUtc: string,
  extra: Record<string, unknown> = {},
  finalize = true,
): Promise<string> {
  const created = await call('POST', 'WebBooking/WebBookings', {
    unitId: 1,
    guests: 2,
    date: startUtc.slice(0, 10),
    times: [{ ruleId, start: startUtc }],
    lang: 'en',
    ...extra,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const guid = created.json.guid as string;
  if (finalize) {
    const done = await call('POST', `WebBooking/WebBookings/${guid}/Finalize`, { contact });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
  }
  return guid;
}

const getBooking = async (guid: string) =>
  (await call('GET', `WebBooking/WebBookings/${guid}`)).json;

async function open(guid: string, size = DESKTOP, at = NOW, locale = 'en-GB') {
  const page = await harness.newPage(size, { fixedTime: at, locale });
  await page.goto(`/booking/se_demo/${guid}`);
  await expect.poll(() => page.getByTestId('booking-page').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

const heading = (page: Page) => page.getByTestId('booking-heading').textContent();
const messages = (page: Page) =>
  page
    .locator('[data-message]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-message')));

/** Opens the state at phone and desktop width, checks it with `check`, axe and screenshots. */
async function eachSize(
  guid: string,
  name: string,
  check: (page: Page) => Promise<void>,
  at = NOW,
) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    const page = await open(guid, size, at);
    await check(page);
    await expectNoAxeViolations(page);
    await screenshot(page, `booking-page-${name}-${label}`);
    await page.context().close();
  }
}

const LUNCH = '2026-12-02T11:00:00.000Z'; // 12:00 in Stockholm
const DINNER_FULL = '2026-12-05T18:00:00.000Z'; // 19:00, full with a waiting list

describe('booking page: what the guest sees for each status', () => {
  it('normal: overview, My booking, contact, conditions show more/less, add to calendar', async () => {
    const guid = await book(1, LUNCH);
    await eachSize(guid, 'normal', async (page) => {
      expect(await heading(page)).toBe('Booking confirmed');
      expect(await page.getByTestId('booking-greeting').textContent()).toBe('Hello Anna!');
      const facts = await page.getByTestId('booking-facts').textContent();
      expect(facts).toContain('2 Dec 2026');
      expect(facts).toContain('12:00');
      expect(facts).toContain('2 guests');
      expect(facts).toContain('Smak & Sill');
      expect(await page.getByTestId('my-booking').textContent()).toContain('Lunch');
      // The table's own name as the venue wrote it, not 'Table Bord 1' (issue 12).
      const table = (await getBooking(guid)).articles.find((a: { isTable: boolean }) => a.isTable)
        .tableName as string;
      expect(await page.getByTestId('booked-table').textContent()).toBe(` · ${table}`);
      expect(await page.getByTestId('my-booking').textContent()).not.toMatch(/Table\s+Bord/);
      expect(await page.getByTestId('venue-contact').textContent()).toContain('Götgatan 1');
      expect(await page.getByTestId('cancel-booking').textContent()).toBe('Cancel booking');
      expect(await page.getByTestId('book-more').textContent()).toBe('Book more');
    });
    // doc 2 §2 contact at 320 px (issue 36): the venue's e-mail breaks after its @ if it must,
    // never inside the name or the domain ("bord@example.co" / "m" was seen).
    const narrow = await open(guid, { width: 320, height: 700 });
    const parts = await narrow
      .getByTestId('venue-contact')
      .locator('a[href^="mailto:"]')
      .evaluate((link) =>
        [...link.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => {
            const range = document.createRange();
            range.selectNodeContents(n);
            return {
              text: n.textContent,
              lines: new Set([...range.getClientRects()].map((r) => r.top)).size,
            };
          }),
      );
    expect(parts).toEqual([
      { text: 'bord@', lines: 1 },
      { text: 'example.com', lines: 1 },
    ]);
    await narrow.context().close();
    const page = await open(guid);
    // doc 2 §2: the venue's 2-line conditions fit in the 3 collapsed lines: no show more.
    await expect
      .poll(() => page.getByTestId('conditions').textContent())
      .toContain('Avbokning senast');
    await settled(page);
    expect(await page.getByTestId('conditions').getByRole('button').count()).toBe(0);
    // issue 12: the .ics file is made in the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('add-to-calendar').click(),
    ]);
    const ics = (await downloadedText(download)).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART;TZID=Europe/Stockholm:20261202T120000');
    expect(ics).toContain('LOCATION:Smak & Sill\\, Götgatan 1\\, 118 46 Stockholm');
    expect(ics).toContain(`URL:${harness.server.url}/booking/se_demo/${guid}`);
    await page.context().close();
  });

  it('cancel a normal booking by keyboard: the dialog, the success message, the API', async () => {
    const guid = await book(1, LUNCH);
    const page = await open(guid, PHONE);
    await page.getByTestId('cancel-booking').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Cancel your booking?');
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-page-cancel-dialog-phone');
    // Escape keeps the booking.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await getBooking(guid)).status).toBe(100);
    await page.getByTestId('cancel-booking').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(1);
    // Focus starts on 'No, keep it'; Tab moves to 'Yes, cancel'.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('cancel-done').textContent())
      .toBe('Your booking is cancelled.');
    expect(await heading(page)).toBe('Booking cancelled');
    expect(await page.getByTestId('book-more').textContent()).toBe('To booking start');
    expect((await getBooking(guid)).status).toBe(7);
    await expectNoAxeViolations(page);
    await screenshot(page, 'booking-page-cancelled-phone');
    await page.context().close();
  });

  it('cancelled: no cancel button, to booking start', async () => {
    const guid = await book(1, LUNCH);
    expect((await call('POST', `WebBooking/WebBookings/${guid}/Cancel`, {})).status).toBe(200);
    await eachSize(guid, 'cancelled', async (page) => {
      expect(await heading(page)).toBe('Booking cancelled');
      expect(await page.getByTestId('cancel-booking').count()).toBe(0);
    });
  });

  it('after the cancel deadline the guest is told to contact the venue', async () => {
    const guid = await book(1, LUNCH);
    // 24 hours before 12:00 on 2 December has passed at 12:30 on 1 December.
    const page = await open(guid, DESKTOP, Date.parse('2026-12-01T11:30:00Z'));
    expect(await page.getByTestId('cancel-booking').count()).toBe(0);
    expect(await page.getByTestId('cancel-contact-venue').textContent()).toBe(
      'Cancelling online is not possible. Contact the venue to cancel.',
    );
    await page.context().close();
  });

  it('waiting list without an offer, leaving it through the waiting-list dialog', async () => {
    const guid = await book(2, DINNER_FULL, { isWaitList: true });
    await eachSize(guid, 'waitlist', async (page) => {
      expect(await heading(page)).toBe('You are on the waiting list');
      expect(await messages(page)).toEqual(['waitList']);
    });
    const page = await open(guid);
    await page.getByTestId('cancel-booking').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Leave the waiting list?');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect
      .poll(() => page.getByTestId('cancel-done').textContent())
      .toBe('You have left the waiting list.');
    expect((await getBooking(guid)).status).toBe(7);
    await page.context().close();
  });

  it('waiting list with an offer, then the same offer locked after its cutoff', async () => {
    const guid = await book(2, DINNER_FULL, { isWaitList: true });
    await control(harness.server.url, 'waitlistoffer', { guid, startTime: DINNER_FULL });
    await eachSize(guid, 'offer', async (page) => {
      expect(await messages(page)).toEqual(['offerAvailable']);
      expect(await page.getByTestId('cancel-booking').count()).toBe(1);
    });
    // Middag locks 60 minutes before the time: 18:30 is past the cutoff.
    await eachSize(
      guid,
      'offer-locked',
      async (page) => {
        expect(await messages(page)).toEqual(['offerLocked']);
        expect(await page.getByTestId('cancel-booking').count()).toBe(0);
      },
      Date.parse('2026-12-05T17:30:00Z'),
    );
  });

  it("doc 2 §8 image load failure: the venue's images are hidden (the demo's faults reach /demo/images/)", async () => {
    const guid = await book(1, LUNCH);
    await control(harness.server.url, 'faults', { pattern: '^/demo/images/', status: 500 });
    const failed: string[] = [];
    const context = await harness.browser.newContext({
      viewport: DESKTOP,
      baseURL: harness.server.url,
    });
    const page = await context.newPage();
    page.on('response', (r) => {
      if (r.url().includes('/demo/images/') && r.status() === 500) failed.push(r.url());
    });
    await page.clock.setFixedTime(NOW);
    await page.goto(`/booking/se_demo/${guid}`);
    await expect.poll(() => page.getByTestId('booking-page').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    // The cover of the other width stays unfetched (lazy, hidden); nothing broken shows.
    await expect.poll(() => page.locator('booking-widget img:visible').count()).toBe(0);
    expect(await page.getByTestId('venue-name').textContent()).toMatch(/\S/);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('doc 2 §4 offer lock, end to end: with ?serverClock the browser clock moves with the API clock', async () => {
    const guid = await book(2, DINNER_FULL, { isWaitList: true });
    await control(harness.server.url, 'waitlistoffer', { guid, startTime: DINNER_FULL });
    const context = await harness.browser.newContext({
      viewport: DESKTOP,
      baseURL: harness.server.url,
    });
    const page = await context.newPage();
    try {
      // No page.clock here: only the API's clock is moved, past Middag's cutoff (18:00).
      await control(harness.server.url, 'clock', { set: '2026-12-05T17:30:00Z' });
      await page.goto(`/booking/se_demo/${guid}?serverClock`);
      await expect.poll(() => messages(page), { timeout: 10_000 }).toEqual(['offerLocked']);
      expect(await page.evaluate(() => new Date().toISOString().slice(0, 16))).toBe(
        '2026-12-05T17:30',
      );
      // The API confirms it: accepting after the cutoff is refused.
      const accept = await call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, [
        { startTime: DINNER_FULL, offerStatus: 1 },
      ]);
      expect(accept.status).toBe(409);
      // Back before the cutoff (a fresh offer): the page follows the clock on its next load.
      await control(harness.server.url, 'clock', { set: NOW });
      await control(harness.server.url, 'waitlistoffer', { guid, startTime: DINNER_FULL });
      await page.reload();
      await expect.poll(() => messages(page), { timeout: 10_000 }).toEqual(['offerAvailable']);
    } finally {
      await control(harness.server.url, 'clock', { set: NOW });
      await context.close();
    }
  });

  it("doc 2 §4 Waiting-list offer: the day-start lock variant (lockPerTime off: the day's start plus startTime hours, minus lockTime)", async () => {
    // The demo's rule control: Middag locks at 16:00 − 120 min = 14:00 on the offer's day.
    await control(harness.server.url, 'rule', {
      ruleId: 2,
      lockPerTime: false,
      startTime: 16,
      lockTime: 120,
    });
    const guid = await book(2, DINNER_FULL, { isWaitList: true });
    await control(harness.server.url, 'waitlistoffer', { guid, startTime: DINNER_FULL });
    const rule = (await getBooking(guid)).webBookingRules[0];
    expect(rule).toMatchObject({ lockPerTime: false, startTime: 16, lockTime: 120 });
    // 13:30 in Stockholm: before 14:00, still confirmable.
    let page = await open(guid, DESKTOP, Date.parse('2026-12-05T12:30:00Z'));
    expect(await messages(page)).toEqual(['offerAvailable']);
    await page.context().close();
    // 14:30: locked by the day-start rule, though 19:00 − 120 min (17:00) is hours away.
    page = await open(guid, DESKTOP, Date.parse('2026-12-05T13:30:00Z'));
    expect(await messages(page)).toEqual(['offerLocked']);
    expect(await page.getByTestId('offer-confirm').count()).toBe(0);
    await page.context().close();
  });

  it.each([
    [
      'waiting for review',
      null,
      'Request sent',
      'requestWaitingForReview',
      'Cancel booking request',
    ],
    ['a proposal', 'propose', 'Request sent', 'requestProposeChanges', 'Cancel booking request'],
    ['confirmed by staff', 'confirm', 'Booking request confirmed', 'requestConfirmedByStaff', null],
    ['rejected by staff', 'reject', 'Booking request closed', 'requestRejectedByStaff', null],
    // The demo's control lets an open proposal run out (ProposalTimeout).
    [
      'whose proposal timed out',
      'timeout',
      'Booking request closed',
      'requestProposalTimeout',
      null,
    ],
  ] as const)(
    'a booking request %s (doc 2 §4 Inquiry sub-statuses)',
    async (name, action, title, message, cancelLabel) => {
      const guid = await book(2, '2026-12-02T18:00:00.000Z', { guests: 12, isInquiry: true });
      const proposedStart = '2026-12-02T19:00:00.000Z';
      if (action === 'timeout')
        await control(harness.server.url, 'inquiry', { guid, action: 'propose', proposedStart });
      if (action)
        await control(harness.server.url, 'inquiry', {
          guid,
          action,
          ...(action === 'propose' ? { proposedStart } : {}),
        });
      await eachSize(guid, `request-${name.replaceAll(' ', '-')}`, async (page) => {
        expect(await heading(page)).toBe(title);
        expect(await messages(page)).toEqual([message]);
        // Only an open request says the venue will answer it.
        const intro = await page
          .getByTestId('booking-heading')
          .locator('xpath=following-sibling::p[1]')
          .textContent();
        if (action === 'reject' || action === 'timeout')
          expect(intro).toBe('Here are the details of your booking.');
        else if (action === 'confirm') expect(intro).toContain('A confirmation is on its way');
        else expect(intro).toContain('The venue will answer your booking request');
        const cancel = page.getByTestId('cancel-booking');
        if (cancelLabel) expect(await cancel.textContent()).toBe(cancelLabel);
        else if (action === 'reject' || action === 'timeout') expect(await cancel.count()).toBe(0);
        // The panel comes with the booking's actions, which may render a moment after the heading.
        await expect
          .poll(() => page.getByTestId('proposal-panel').count())
          .toBe(action === 'propose' ? 1 : 0);
      });
    },
  );

  it('prepayment outstanding, amounts in SEK without decimals', async () => {
    const guid = await book(1, LUNCH);
    await control(harness.server.url, 'paymentlink', {
      guid,
      action: 'send',
      chargeType: 'prepayment',
      amount: 400,
    });
    await eachSize(guid, 'prepayment-outstanding', async (page) => {
      expect(await messages(page)).toContain('prepaymentOutstanding');
      const outstanding = await page.getByTestId('payment-outstanding').textContent();
      expect(outstanding?.replace(/\s/g, ' ')).toBe('SEK 400');
    });
  });

  it('prepayment paid and a no-show card registered, through the terminal', async () => {
    const paid = await book(5, '2026-12-02T17:00:00.000Z', {}, false);
    const noShow = await book(3, '2026-12-02T17:00:00.000Z', {}, false);
    for (const guid of [paid, noShow]) {
      const terminal = await call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
        terminalReturnUrl: `${harness.server.url}/se_demo/1/payment-confirmation/${guid}`,
        payMethod: 0,
        contact,
      });
      expect(terminal.status).toBe(200);
      const html = await (await fetch(terminal.json.url)).text();
      const field = (name: string) =>
        html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1]!.replaceAll('&amp;', '&');
      await fetch(new URL('/demo/terminal', terminal.json.url), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          chargeId: field('chargeId'),
          returnUrl: field('returnUrl'),
          choice: 'pay',
        }),
      });
      const back = await call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
        bookingChargeId: field('chargeId'),
        startTime: null,
      });
      expect(back.json.success).toBe(true);
    }
    await eachSize(paid, 'prepayment-paid', async (page) => {
      expect(await messages(page)).toEqual(['prepaymentPaid']);
      expect((await page.getByTestId('payment-paid').textContent())?.replace(/\s/g, ' ')).toBe(
        'SEK 1,790',
      );
    });
    // doc 2 §2: the venue's and the rule's conditions run past 3 lines: show more/less.
    const page = await open(paid, PHONE);
    const toggle = page.getByTestId('conditions').getByRole('button');
    await expect.poll(() => toggle.count()).toBe(1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.textContent()).toBe('Show less');
    expect(await page.locator('[data-collapsed]').getAttribute('data-collapsed')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.textContent()).toBe('Show more');
    await page.context().close();
    await eachSize(noShow, 'noshow-registered', async (page) => {
      expect(await messages(page)).toEqual(['noShowCardRegistered']);
      expect(await page.getByTestId('payment-summary').textContent()).toContain('Card registered');
    });
  });

  it('expired: one Refresh, then the session-expired dialog; OK by keyboard goes to the start', async () => {
    const guid = await book(1, LUNCH, {}, false);
    await call('POST', `WebBooking/WebBookings/${guid}/Clear`, {});
    // The tables for two at that time are taken meanwhile, so the Refresh cannot revive it.
    for (let i = 0; i < 10; i++) {
      const taken = await call('POST', 'WebBooking/WebBookings', {
        unitId: 1,
        guests: 2,
        date: '2026-12-02',
        times: [{ ruleId: 1, start: LUNCH }],
      });
      if (taken.status !== 201) break;
    }
    for (const [label, size] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await open(guid, size);
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
      expect(await heading(page)).toBe('This booking has expired');
      expect(await dialog.getByRole('heading').first().textContent()).toBe(
        'Your session has expired',
      );
      await expectNoAxeViolations(page);
      await screenshot(page, `booking-page-expired-${label}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
      await page.context().close();
    }
  });

  it('an English booking opened in a Swedish browser reads English', async () => {
    const guid = await book(1, LUNCH);
    const page = await open(guid, PHONE, NOW, 'sv-SE');
    await expect.poll(() => heading(page)).toBe('Booking confirmed');
    expect(await page.getByTestId('cancel-booking').textContent()).toBe('Cancel booking');
    await screenshot(page, 'booking-page-english-in-swedish-browser');
    await page.context().close();
    const swedish = await book(1, '2026-12-02T11:15:00.000Z', { lang: 'sv' });
    const sv = await open(swedish, PHONE, NOW, 'en-GB');
    await expect.poll(() => heading(sv)).toBe('Bokningen är bekräftad');
    await sv.context().close();
  });
});

describe('booking page opened from its e-mailed link: the way back to the start (issue 49)', () => {
  it.each([
    ['doc 2 §2: Book more on a confirmed booking', false, 'Book more'],
    ['doc 2 §2: To booking start on a cancelled booking', true, 'To booking start'],
  ])('%s shows the first step, not a broken link', async (_name, cancelled, label) => {
    const guid = await book(1, LUNCH);
    if (cancelled)
      expect((await call('POST', `WebBooking/WebBookings/${guid}/Cancel`, {})).status).toBe(200);
    // A fresh tab on the booking link, as from the confirmation e-mail: the address names no unit.
    const page = await open(guid, PHONE);
    const link = page.getByTestId('book-more');
    expect(await link.textContent()).toBe(label);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .toBe('Choose number of guests');
    expect(new URL(page.url()).pathname).toBe('/se_demo/1');
    expect(await page.locator('[data-error-page]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
