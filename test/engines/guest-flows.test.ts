import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { EnginePage } from './engines.ts';
import { click, count, fill, text, until, waitFor, waitForText, type Target } from './page.ts';
import {
  bookingId,
  chooseDay,
  chooseGuests,
  displayDate,
  fillDetails,
  openDay,
  pressBook,
  submit,
  ZONE,
} from './flow.ts';
import { engineSuite, errors, TITLE, watchErrors } from './suite.ts';

// Issue 35: the guest flows test/browser/ drives in Chromium, here in this engine with the real
// clock: a booking request for a party above the web maximum (doc 1 §2 Guests step, §5 Booking
// request), a pre-order of the Julbord menu (doc 1 §2 Pre-order), an activity booking (doc 1 §2
// Activity list), a prepaid booking through the demo payment terminal (doc 2 §4 Payment) and
// changing the party size on the booking page (doc 2 §4 Edit). The API state is checked after
// each, as the Chromium tests do.
const suite = engineSuite();

/** The venue's day as the API's query and prefill take it (yyyy-MM-dd). */
const isoDay = (day: DateTime) => day.toFormat('yyyy-MM-dd');

/** Clicks the time of a rule's row (the time step groups times by rule, `data-row`). */
async function chooseRowTime(page: EnginePage, row: string, time: string) {
  const button = (nth: number): Target => ({ css: `[data-row="${row}"] button`, nth });
  await waitFor(page, button(0));
  const buttons = await count(page, button(0));
  for (let nth = 0; nth < buttons; nth++) {
    if ((await text(page, button(nth)))?.startsWith(time)) {
      await click(page, button(nth));
      return;
    }
  }
  throw new Error(`no ${time} in the ${row} row`);
}

/** Reads the page's path; undefined while the engine is between documents. */
const pathname = (page: EnginePage) => page.evaluate<string>('location.pathname');

/** POSTs to the reference API as the venue's system. */
async function post(path: string, body: unknown) {
  const res = await fetch(`${suite.server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

describe(`${suite.name}: the guest flows beyond a plain table (issue 35)`, () => {
  it('a booking request: 9 +, the request form, send, the request’s booking page', async () => {
    const page = await suite.open('/se_demo/1');
    await waitForText(page, TITLE, 'Choose number of guests');
    await click(page, { role: 'button', name: '9 or more guests', exact: true });
    await click(page, { role: 'button', name: 'Send a booking request', exact: true });
    await waitFor(page, { testId: 'request-intro' });
    await click(page, { role: 'button', name: 'Continue to the request', exact: true });
    const guests: Target = { css: '[data-testid="request-guests-form"] input[name="guests"]' };
    await waitFor(page, guests);
    await fill(page, guests, '12');
    await click(page, { role: 'button', name: 'Continue', exact: true });
    await waitForText(page, TITLE, 'Choose a date');
    const day = openDay();
    await chooseDay(page, day);
    await click(page, { role: 'button', name: /^18:00/ });
    await waitForText(page, TITLE, 'Confirm and send request');
    await waitFor(page, { testId: 'details-form' });
    expect(await text(page, { testId: 'details-submit' })).toBe('Send booking request');
    await fillDetails(page);
    await submit(page, 'Request sent');
    const guid = await bookingId(page);
    const facts = await text(page, { testId: 'booking-facts' });
    expect(facts).toContain(displayDate(day));
    expect(facts).toContain('12 guests');

    // An inquiry (status 114) waiting for the venue's review (sub-status 1), for 12.
    const booking = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(booking).toMatchObject({ status: 114, subStatus: 1, guests: 12 });
    expect(booking.contact).toMatchObject({ fname: 'Anna', lname: 'Lindqvist' });
    expect(await errors(page)).toEqual([]);
  });

  it('a pre-order: the Julbord menu’s required groups, Continue, details, Book, the booking page shows it', async () => {
    const page = await suite.open('/se_demo/1');
    await chooseGuests(page, 2);
    await chooseDay(page, openDay());
    await chooseRowTime(page, 'Julbord', '12:00');
    await waitForText(page, TITLE, 'Pre-order');
    const proceed: Target = { testId: 'preorder-continue' };
    await waitForText(page, proceed, 'Continue');

    // Continue with nothing chosen opens the first required group and says what it needs.
    const selectedTab: Target = { css: '[role="tab"][aria-selected="true"]' };
    await click(page, proceed);
    await waitForText(page, selectedTab, /^Sittning/);
    await waitForText(
      page,
      { css: '[role="tabpanel"]:not([hidden]) [data-kind="error"]' },
      'Choose exactly one.',
    );

    const add = async (tab: RegExp, item: string, times: number) => {
      await click(page, { role: 'button', name: tab });
      await waitForText(page, selectedTab, tab);
      const quantity: Target = {
        css: `[role="tabpanel"]:not([hidden]) [role="group"][aria-label="${item}"] [data-testid="quantity"] [aria-hidden="true"]`,
      };
      for (let n = 1; n <= times; n++) {
        await click(page, { role: 'button', name: `Add one ${item}`, exact: true });
        await waitForText(page, quantity, String(n));
      }
    };
    await add(/^Sittning/, 'Första sittning', 1);
    await add(/^Varmrätt/, 'Julskinka', 2);
    await add(/^Dessert/, 'Risalamalta', 2);
    await add(/^Glögg/, 'Glögg med alkohol', 2);
    await add(/^Kaffe/, 'Bryggkaffe', 2);
    await waitForText(page, proceed, 'Continue with 9 items');
    await click(page, proceed);
    await waitForText(page, TITLE, 'Confirm your details');
    await waitFor(page, { testId: 'details-form' });
    await fillDetails(page);
    await submit(page);
    const guid = await bookingId(page);
    const summary = await text(page, { testId: 'menu-summary' });
    for (const line of [
      '1 × Första sittning',
      '2 × Julskinka',
      '2 × Risalamalta',
      '2 × Glögg med alkohol',
      '2 × Bryggkaffe',
    ]) {
      expect(summary).toContain(line);
    }

    const booking = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(100);
    const items = booking.menus[0].groups.flatMap(
      (g: { items: { articleID: number; quantity: number }[] }) => g.items,
    );
    const chosen = Object.fromEntries(
      items
        .filter((i: { quantity: number }) => i.quantity > 0)
        .map((i: { articleID: number; quantity: number }) => [i.articleID, i.quantity]),
    );
    expect(chosen).toEqual({ 501: 1, 508: 2, 510: 2, 512: 2, 514: 2 });
    expect(booking.menus[0].status).toBe(2);
    expect(await errors(page)).toEqual([]);
  });

  it('activities: one activity’s time in its modal, Continue, details, Book', async () => {
    const day = openDay();
    const page = await suite.open(
      `/se_demo/2/activity-booking?guests=4&children=0&date=${isoDay(day)}`,
    );
    await waitForText(page, TITLE, 'Choose activities');
    const cards: Target = { testId: 'activity-card' };
    await until(
      () => count(page, cards),
      (n) => n === 4,
      'four activity cards',
    );
    await click(page, {
      css: '[data-testid="activity-card"][data-rule-id="21"] [data-testid="activity-choose"]',
    });
    await waitFor(page, { role: 'dialog' });
    const primary: Target = { testId: 'activity-primary' };
    await waitForText(page, primary, 'Add activity');
    await click(page, { role: 'button', name: /^12:00/ });
    await waitForText(page, primary, 'Continue with 12:00 (60 minutes)');
    await click(page, primary);
    await until(
      () => count(page, { role: 'dialog' }),
      (n) => n === 0,
      'the modal to close',
    );
    await waitForText(page, { testId: 'summary-activity' }, /Bowling 60 min/);
    const held = /\/availability\/([0-9a-f-]{36})/.exec(
      await until(
        () => pathname(page),
        (p) => /\/availability\/[0-9a-f-]{36}/.test(p),
        'the held booking in the address',
      ),
    )![1]!;

    await click(page, { testId: 'activities-continue' });
    await waitForText(page, TITLE, 'Confirm your details');
    await waitFor(page, { testId: 'details-form' });
    await fillDetails(page, { company: false });
    await submit(page);
    // The booking held on the list is the one finalized, at its activity booking page.
    const guid = held;
    expect(await pathname(page)).toBe(`/booking/se_demo/activity-booking/${guid}`);
    expect(await text(page, { testId: 'booking-page' })).toContain('Bowling 60 min');

    const booking = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(booking).toMatchObject({ status: 100, guests: 4 });
    const times = booking.articles
      .filter((a: { ruleId: number | null }) => a.ruleId != null)
      .map((a: { ruleId: number; start: string }) => [
        a.ruleId,
        DateTime.fromISO(a.start).setZone(ZONE).toFormat('yyyy-MM-dd HH:mm'),
      ]);
    expect(times).toEqual([[21, `${isoDay(day)} 12:00`]]);
    expect(await errors(page)).toEqual([]);
  });

  it('the payment terminal: a prepaid booking paid at the terminal comes back paid', async () => {
    const page = await suite.open(`/se_demo/1?guests=2&children=0&date=${isoDay(openDay())}`);
    await waitForText(page, TITLE, 'Choose a time');
    await chooseRowTime(page, 'Provsmakning', '18:00');
    // doc 1 §2 Steps: with a prepayment the details step asks to pay; 895 per guest × 2.
    await waitForText(page, TITLE, 'Confirm details and pay');
    await waitFor(page, { testId: 'details-form' });
    const guid = await bookingId(page);
    await waitForText(page, { testId: 'details-submit' }, /^Pay SEK\s?1,790$/);
    await fillDetails(page);
    await click(page, { css: 'input[type="radio"][value="0"]' }); // Card
    // The widget's page is left for the terminal: what it logged so far is checked here.
    expect(await errors(page)).toEqual([]);
    await pressBook(page);
    await until(
      () => pathname(page),
      (p) => p === '/demo/terminal',
      'the demo payment terminal',
    );
    expect(await text(page, { css: 'main' })).toMatch(/Amount to pay: SEK\s?1,790/);
    expect((await suite.api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
    await click(page, { role: 'button', name: 'Pay', exact: true });

    await until(
      () => pathname(page),
      (p) => p === `/booking/se_demo/${guid}`,
      'the booking page after paying',
    );
    await watchErrors(page);
    await waitForText(page, { testId: 'booking-heading' }, 'Booking confirmed', 20_000);
    await waitForText(page, { testId: 'payment-paid' }, /SEK\s?1,790/);
    const booking = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(booking).toMatchObject({
      status: 100,
      chargeType: 1,
      chargeShouldPayAmount: 1790,
      chargePayedAmount: 1790,
    });
    expect(await errors(page)).toEqual([]);
  });

  it('edit on the booking page: the party of a booked table from 2 to 3', async () => {
    const day = openDay();
    const start = day.set({ hour: 18 }).toUTC().toISO();
    const created = await post('WebBooking/WebBookings', {
      unitId: 1,
      guests: 2,
      date: isoDay(day),
      times: [{ ruleId: 2, start }],
    });
    expect(created.status).toBe(201);
    const guid = created.json.guid as string;
    const finalized = await post(`WebBooking/WebBookings/${guid}/Finalize`, {
      contact: {
        fname: 'Anna',
        lname: 'Lindqvist',
        email: 'anna@example.com',
        mobile: '+46701234567',
        newsletter: false,
      },
      lang: 'en',
    });
    expect(finalized.status).toBe(200);

    const page = await suite.open(`/booking/se_demo/${guid}`);
    await waitFor(page, { testId: 'booking-actions' });
    const facts: Target = { testId: 'booking-facts' };
    await waitForText(page, facts, /2 guests/);
    await click(page, { testId: 'edit-open' });
    await waitFor(page, { role: 'dialog' });
    await click(page, { css: '[data-edit-type="guests"]' });
    await waitFor(page, { testId: 'edit-guests' });
    await click(page, { role: 'button', name: '3 guests', exact: true });
    await click(page, { testId: 'edit-save' });
    await until(
      () => count(page, { role: 'dialog' }),
      (n) => n === 0,
      'the edit dialog to close',
    );
    await waitForText(page, facts, /3 guests/);
    expect(await text(page, facts)).toContain(displayDate(day));
    expect((await suite.api(`WebBooking/WebBookings/${guid}`)).guests).toBe(3);
    expect(await errors(page)).toEqual([]);
  });
});
