import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

// DESIGN §6, doc 1 §5 Mobile: the phone plans come by zone (dist/phone/), fetched as a form
// needs them. What a guest must never see: a form that waits for ever, a booking lost for a
// file, or a number sent in another form than the one checked. Full-page mode, reference API.
// Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December has Lunch open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const ZONE = /\/phone\/([1-9]\d)-[A-Z0-9]{8}\.json$/;
const form = (page: Page) => page.getByTestId('details-form');
const submit = (page: Page) => page.getByTestId('details-submit');
const picker = (page: Page) => page.getByLabel('Country calling code');

/** Lists the zone files the page asks for, in order ('43', '10'). */
function zonesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const zone = ZONE.exec(new URL(request.url()).pathname)?.[1];
    if (zone) asked.push(zone);
  });
  return asked;
}

/** The details form of Lunch at 12:00 on 2 December, two guests, reached as a guest clicks. */
async function details(page: Page) {
  await page.goto(`/se_demo/1?guests=2&children=0&date=2026-12-02`);
  await page
    .locator('[data-row="Lunch"]')
    .getByRole('button', { name: /^12:00/ })
    .first()
    .click();
  await expect.poll(() => form(page).count(), { timeout: 15_000 }).toBe(1);
  return /\/finalize\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

async function fillNameAndEmail(page: Page) {
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Nordmann');
  await page.getByLabel('Email').fill('ola@example.com');
  await page.getByLabel('Company name').fill('Nordmann AS');
}

async function booked(page: Page, guid: string) {
  await expect
    .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 15_000 })
    .toBe('Booking confirmed');
  return api(`WebBooking/WebBookings/${guid}`);
}

describe('phone plans by zone (DESIGN §6, doc 1 §5 Mobile)', () => {
  it('the form fetches the one zone it starts with; a + number fetches its own and picks its country', async () => {
    const page = await open('/', PHONE);
    const asked = zonesAsked(page);
    const guid = await details(page);
    // English starts the picker at GB (+44) and the venue is Swedish (+46): both in zone 43.
    expect(asked).toEqual(['43']);
    expect(await picker(page).inputValue()).toBe('GB');
    await fillNameAndEmail(page);
    await page.getByLabel('Mobile number').click();
    await page.keyboard.type('+1 201 555 0123');
    await page.keyboard.press('Tab');
    await expect.poll(() => picker(page).inputValue()).toBe('US');
    expect(asked).toEqual(['43', '10']);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(page);
    await submit(page).click();
    const booking = await booked(page, guid);
    expect(booking.contact.mobile).toBe('+12015550123');
  });

  it.each<[string, (route: Route) => Promise<void>]>([
    ['cut off', (route) => route.abort('connectionreset')],
    ['answered 504', (route) => route.fulfill({ status: 504, body: '<h1>Gateway Timeout</h1>' })],
    [
      'not plans',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"SE":1}' }),
    ],
  ])(
    'a zone file %s costs the full check, never the booking: the number goes as typed',
    async (_name, answer) => {
      const page = await open('/', DESKTOP);
      await page.route(ZONE, answer);
      const guid = await details(page);
      await fillNameAndEmail(page);
      await picker(page).selectOption('SE');
      // What any number must be is still checked.
      await page.getByLabel('Mobile number').fill('12');
      await page.getByLabel('Mobile number').blur();
      await expect
        .poll(() =>
          page
            .locator('booking-widget [id$="-error"]')
            .filter({ hasText: 'valid mobile number' })
            .count(),
        )
        .toBe(1);
      await page.getByLabel('Mobile number').fill('070-123 45 67');
      await page.getByLabel('Mobile number').blur();
      await expect.poll(() => page.locator('booking-widget [id$="-error"]').count()).toBe(0);
      await submit(page).click();
      const booking = await booked(page, guid);
      expect(booking.contact.mobile).toBe('070-123 45 67');
    },
  );

  it('a zone asked for again when the connection comes back keeps the form and what the guest typed', async () => {
    const page = await open('/', PHONE);
    const held: Route[] = [];
    let first = true;
    await page.route(ZONE, (route) => {
      if (first) {
        first = false;
        return route.abort('internetdisconnected');
      }
      held.push(route);
    });
    await details(page);
    await page.getByLabel('First name').fill('Ola');
    await page.getByLabel('Mobile number').fill('07400 123456');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    // The browser's online event asks for the failed zone again; the answer is held.
    await expect.poll(() => held.length).toBe(1);
    expect(await form(page).count()).toBe(1);
    expect(await page.getByLabel('First name').inputValue()).toBe('Ola');
    await held[0]!.continue();
    await page.getByLabel('Mobile number').blur();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('07400 123456');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('Book pressed while the chosen country’s zone is on its way waits for it, then goes by itself', async () => {
    const page = await open('/', DESKTOP);
    const held: Route[] = [];
    await page.route(ZONE, (route) =>
      ZONE.exec(new URL(route.request().url()).pathname)?.[1] === '10'
        ? void held.push(route)
        : route.continue(),
    );
    let finalized = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/Finalize$/.test(request.url())) finalized += 1;
    });
    const guid = await details(page);
    await fillNameAndEmail(page);
    await picker(page).selectOption('US');
    await page.getByLabel('Mobile number').fill('201 555 0123');
    await expect.poll(() => held.length).toBe(1);
    await submit(page).click();
    await expect.poll(() => submit(page).getAttribute('aria-busy')).toBe('true');
    expect(finalized).toBe(0);
    await held[0]!.continue();
    const booking = await booked(page, guid);
    expect(finalized).toBe(1);
    expect(booking.contact.mobile).toBe('+12015550123');
  });

  it('doc 2 §5 Edit contact: the form opens at the number’s own country, once its zone is in', async () => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${demo.harness.server.url}/api/v1/${path}`, {
        method: 'POST',
        headers: { system: 'se_demo', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBeLessThan(300);
      return res.json();
    };
    const start = new Date('2026-12-02T12:00:00+01:00').toISOString();
    const { guid } = await post('WebBooking/WebBookings', {
      unitId: 1,
      guests: 2,
      date: '2026-12-02',
      times: [{ ruleId: 1, start }],
    });
    const contact = {
      fname: 'Ola',
      lname: 'Nordmann',
      email: 'ola@example.com',
      mobile: '+4740612345',
      newsletter: false,
    };
    await post(`WebBooking/WebBookings/${guid}/Finalize`, { contact, lang: 'en' });
    const page = await open(`/booking/se_demo/${guid}`, PHONE);
    const asked = zonesAsked(page);
    await expect
      .poll(() => page.getByTestId('booking-actions').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Contact details' }).click();
    // English would start at GB; the number is Norwegian, and says so once zone 43 is in.
    await expect.poll(() => picker(page).inputValue()).toBe('NO');
    expect(asked).toEqual(['43']);
    await page.getByLabel('Email').fill('ola.n@example.com');
    await page.getByLabel('Email').blur();
    await page.getByTestId('edit-save').click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    const saved = await api(`WebBooking/WebBookings/${guid}`);
    expect(saved.contact).toMatchObject({ email: 'ola.n@example.com', mobile: '+4740612345' });
  });
});
