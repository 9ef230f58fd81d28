import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm (as in wizard.test.ts). Venue se_demo/1: at most
// 8 guests online, children asked, a booking window of 2 months (last day 30 January 2027),
// requests on; Wednesday 2 December is open.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { open } = demo;

/** A host page with the element and the given attributes, served from the demo's origin. */
const title = (page: Page) => page.getByTestId('step-title');
const summary = (page: Page) =>
  page.getByTestId('wizard-summary').getByRole('listitem').allTextContents();
const path = (page: Page) => new URL(page.url()).pathname;
const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describe('prefill: values from the address or the attributes pass the rules a click does', () => {
  it('doc1 §5: more children than guests are dropped, and the children step asks', async () => {
    const page = await open('/se_demo/1?guests=2&children=5&date=2026-12-02');
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    expect(await summary(page)).toEqual(['2 guests', '2 Dec 2026']);
    expect(query(page, 'children')).toBeNull();
    // Two guests: at most one child, as the click offers.
    expect(await page.getByTestId('children-step').getByRole('button').count()).toBe(2);
  });

  it('doc1 §5: the attributes are checked the same way (guests="2" children="5")', async () => {
    const page = await demo.openElement('guests="2" children="5"');
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    expect(await summary(page)).toEqual(['2 guests']);
  });

  it('doc1 §2 Query parameters read: with both children names, guestsChildren wins in the address and on the element alike', async () => {
    const page = await open('/se_demo/1?guests=3&children=2&guestsChildren=1');
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(await summary(page)).toEqual(['3 guests', '1 child']);
    // The widget writes its own name once it writes the choices back.
    expect([query(page, 'children'), query(page, 'guestsChildren')]).toEqual(['1', null]);

    const host = await demo.openElement('guests="3" children="2" guests-children="1"');
    await expect.poll(() => title(host).textContent()).toBe('Choose a date');
    expect(await summary(host)).toEqual(['3 guests', '1 child']);
  });

  it('doc1 §2: the time list without guests asks for guests first, then books that party', async () => {
    const page = await open('/se_demo/1/availability?date=2026-12-02', PHONE);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    expect(path(page)).toBe('/se_demo/1');
    expect(await page.getByRole('button', { name: /^18:00/ }).count()).toBe(0);
    await page.getByRole('button', { name: '3 guests', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    await page.getByRole('button', { name: '1 child' }).click();
    // The prefilled day is kept: the time list opens for it.
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    const id = /\/finalize\/([0-9a-f-]{36})/.exec(page.url())?.[1];
    expect(id, page.url()).toBeTruthy();
    const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings/${id}`, {
      headers: { system: 'se_demo' },
    });
    const booking = (await res.json()) as { guests: number; guestsChildren: number };
    expect(booking.guests).toBe(3);
  });

  it('doc1 §5 Booking request: guests=5 is below 9, so the request form asks', async () => {
    const page = await open('/se_demo/1/booking-request?guests=5');
    await expect.poll(() => page.getByTestId('request-guests-form').count()).toBe(1);
    expect(await summary(page)).toEqual([]);
    expect(await page.getByLabel('Number of guests').inputValue()).toBe('9');
    await expectNoAxeViolations(page);
  });

  it('doc1 §2: an impossible date is dropped; a Swedish page stays Swedish', async () => {
    const page = await open('/se_demo/1/availability?guests=2&children=0&date=2026-13-45&lang=sv');
    await expect.poll(() => title(page).textContent()).toBe('Välj datum');
    expect(path(page)).toBe('/se_demo/1');
    expect(await page.locator('[data-error-page]').count()).toBe(0);
    expect(await summary(page)).toEqual(['2 gäster']);
    await expectNoAxeViolations(page);
  });

  it.each([
    ['a past day', '2026-11-20'],
    ['the day after the booking window', '2027-01-31'],
  ])('doc1 §5 Other: %s is dropped, the date step asks', async (_name, date) => {
    const page = await open(`/se_demo/1?guests=2&children=0&date=${date}`);
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(query(page, 'date')).toBeNull();
    expect(await summary(page)).toEqual(['2 guests']);
  });

  it('doc1 §4: the details page without a booking goes back to the time list', async () => {
    const page = await open('/se_demo/1/finalize?guests=2&children=0&date=2026-12-02');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    expect(path(page)).toBe('/se_demo/1/availability');
    expect(await page.getByTestId('details-intro').count()).toBe(0);
  });
});

describe('guest-fixes 8: the 9 + request and back from the date step', () => {
  it('doc1 §5 Booking request: after "9 +" the request form starts at 9', async () => {
    const page = await open('/site/inline.html');
    await page.getByRole('button', { name: '9 or more guests' }).click();
    await page.getByRole('button', { name: 'Send a booking request' }).click();
    await page.getByRole('button', { name: 'Continue to the request' }).click();
    await expect.poll(() => page.getByTestId('request-guests-form').count()).toBe(1);
    expect(await page.getByLabel('Number of guests').inputValue()).toBe('9');
    await screenshot(page, 'prefill-request-starts-at-min');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(await summary(page)).toEqual(['9 guests']);
  });

  it('doc1 §2 Back: wizard back from the date step clears guests when children are enabled', async () => {
    const page = await open('/site/inline.html');
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await page.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    expect(await summary(page)).toEqual([]);
  });
});

describe('issue 50: contact prefill for a guest signed in on the venue’s site', () => {
  const choose18 = async (page: Page) => {
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
  };

  it('doc1 §5 Contact: the attributes fill the details step, checked like typed input, and what the guest types wins over them', async () => {
    const page = await demo.openElement(
      'lang="en" guests="2" children="0" date="2026-12-02" first-name="Ada" ' +
        'last-name="Lind" email="ada@example" phone="+46701234567"',
    );
    await choose18(page);
    const field = (name: string) => page.getByLabel(name, { exact: false }).first();
    await expect.poll(() => field('First name').inputValue()).toBe('Ada');
    expect(await field('Last name').inputValue()).toBe('Lind');
    expect(await field('Mobile').inputValue()).toBe('+46701234567');
    // A wrong prefill says so at once, as a field the guest typed and left.
    await expect.poll(() => field('Email').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.getByText('Provide a valid email address').count())
      .toBeGreaterThan(0);
    await field('First name').fill('Bo');
    await field('Email').fill('bo@example.se');
    // Back on the page (a reload), the draft the guest typed goes over the venue's prefill.
    await page.reload();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    await expect.poll(() => field('First name').inputValue()).toBe('Bo');
    expect(await field('Email').inputValue()).toBe('bo@example.se');
    expect(await field('Last name').inputValue()).toBe('Lind');
  });

  it('doc1 §5 Contact: BookingWidget.open takes the prefill as an option; markup stays text', async () => {
    const page = await demo.openElement('lang="en" hidden');
    await page.waitForFunction(
      () => (window as { BookingWidget?: { loaded?: boolean } }).BookingWidget?.loaded,
    );
    await page.evaluate(() =>
      (window as unknown as { BookingWidget: { open(o: object): unknown } }).BookingWidget.open({
        system: 'se_demo',
        unit: '1',
        lang: 'en',
        guests: '2',
        children: '0',
        date: '2026-12-02',
        firstName: '<img src=x onerror="window.hit=1">',
        email: 'ada@example.se',
      }),
    );
    const modal = page.getByRole('dialog').first();
    await modal
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect
      .poll(() => modal.getByTestId('step-title').textContent())
      .toBe('Confirm your details');
    const first = modal.getByLabel('First name', { exact: false }).first();
    await expect.poll(() => first.inputValue()).toBe('<img src=x onerror="window.hit=1">');
    expect(await modal.getByLabel('Email', { exact: false }).first().inputValue()).toBe(
      'ada@example.se',
    );
    expect(await page.evaluate(() => (window as { hit?: number }).hit)).toBeUndefined();
    expect(await first.getAttribute('aria-invalid')).toBe('true');
  });
});
