import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAt } from '../browser/demoAt.ts';
import { control, settled } from '../browser/support.ts';
import { recordFigures } from './figures.ts';
import { XSS_PAYLOADS } from './xssCorpus.ts';

// Issue 15, "Keep it proven": the XSS corpus through the channels browser.test.ts does not
// cover, in Chromium against the reference API: every query parameter the widget reads
// (shared/routing/readQueryParams.ts), the path segments (system, unit, guid), and the form
// fields a guest types into (the details form in both the normal and the request flow, and the
// proposal's decline message). Every payload sets window.__pwned if it runs; after each batch
// no payload ran and none became markup (no foreign element, no on* attribute, no script URL).
// Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December has Lunch open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

/** Every name readQueryParams reads (doc 1 §2 "Query parameters read"). */
const QUERY_PARAMETERS = [
  'system',
  'unitId',
  'sectionIds',
  'tag',
  'webBookingId',
  'date',
  'guests',
  'children',
  'guestsChildren',
  'ChargeId',
  'offerStartTime',
  'paymentLink',
  'Captured',
  'isNoShow',
  'withPayment',
  'inquiryProposal',
  'isModal',
  'lang',
];

/** Start routes with one payload as a path segment: system, unit, booking guid (two routes). */
const PATHS: [string, (segment: string) => string][] = [
  ['system', (s) => `/${s}/1`],
  ['unit', (s) => `/se_demo/${s}`],
  ['guid (booking page)', (s) => `/booking/se_demo/${s}`],
  ['guid (finalize)', (s) => `/se_demo/1/finalize/${s}`],
];

const queryRoute = (payload: string) =>
  '/se_demo/1?' + QUERY_PARAMETERS.map((n) => `${n}=${encodeURIComponent(payload)}`).join('&');

interface Findings {
  pwned: unknown;
  foreign: string[];
  unsettled: number;
}

/**
 * Looks through the document and every widget's shadow root: elements the widget never renders
 * (what the payloads would inject), on* attributes, script URLs; and how many widgets show
 * neither a screen nor an error page yet (a blank element).
 */
function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    // Tags the widget never renders itself; an img or svg the widget does render is caught
    // by its on* attribute if a payload made it.
    const FOREIGN = new Set(
      'script iframe object embed video audio source math mglyph marquee body meta noscript template frame frameset base'.split(
        ' ',
      ),
    );
    const SCRIPT_URL = /^\s*(javascript:|vbscript:|data:text\/html)/i;
    const foreign: string[] = [];
    const look = (root: ParentNode, where: string) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        // The page's own scripts (the loader tag, the page entry) are no payload's.
        const own = where === 'document' && tag === 'script' && !el.outerHTML.includes('__pwned');
        if (FOREIGN.has(tag) && !own) foreign.push(`${where}: <${tag}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) foreign.push(`${where}: <${tag} ${attr.name}>`);
          if (
            /^(href|src|action|data|formaction)$/i.test(attr.name) &&
            SCRIPT_URL.test(attr.value)
          ) {
            foreign.push(`${where}: <${tag} ${attr.name}="${attr.value.slice(0, 40)}">`);
          }
        }
      }
    };
    // The document's head is the page's own (its meta and scripts); payloads land in the body.
    look(document.body, 'document');
    let unsettled = 0;
    for (const host of document.querySelectorAll('booking-widget')) {
      const root = host.shadowRoot;
      if (!root) {
        unsettled += 1;
        continue;
      }
      look(root, `#${host.id}`);
      const shows = root.querySelector(
        '[data-error-page], [data-testid="step-title"], [data-testid="booking-heading"], [data-testid="venue-intro"]',
      );
      if (!shows) unsettled += 1;
    }
    return { pwned: (window as { __pwned?: unknown }).__pwned, foreign, unsettled };
  });
}

async function expectClean(page: Page, errors: string[]) {
  const found = await inspect(page);
  expect(found.pwned).toBeUndefined();
  expect(found.foreign).toEqual([]);
  expect(errors).toEqual([]);
}

async function watchedPage(path: string) {
  const page = await demo.open(path);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** Mounts one embedded widget per start route, waits until each shows something, inspects. */
async function mountRoutes(page: Page, errors: string[], routes: string[]) {
  const perPage = 30;
  for (let start = 0; start < routes.length; start += perPage) {
    await page.evaluate(
      (batch) => {
        document.querySelectorAll('booking-widget').forEach((e) => e.remove());
        batch.forEach((route, i) => {
          const element = document.createElement('booking-widget');
          element.setAttribute('route', route);
          element.setAttribute('api-base', `${location.origin}/api/v1`);
          element.setAttribute('lang', 'en');
          element.id = `r${i}`;
          document.body.append(element);
        });
      },
      routes.slice(start, start + perPage),
    );
    if (start === 0) await page.addScriptTag({ url: '/loader.js' }).catch(() => undefined);
    // Each widget settles on a screen or an error page: a payload never leaves it blank.
    await expect.poll(async () => (await inspect(page)).unsettled, { timeout: 20_000 }).toBe(0);
    await settled(page);
    await expectClean(page, errors);
  }
}

describe('XSS corpus through the URL', () => {
  it(`${XSS_PAYLOADS.length} payloads in all ${QUERY_PARAMETERS.length} query parameters and a path segment`, async () => {
    const { page, errors } = await watchedPage('/site/');
    // Every payload in every query parameter at once, and in one path segment (the four path
    // routes take turns), one embedded widget per start route.
    const routes = XSS_PAYLOADS.flatMap((payload, i) => [
      queryRoute(payload),
      PATHS[i % PATHS.length]![1](encodeURIComponent(payload)),
    ]);
    await mountRoutes(page, errors, routes);
    recordFigures({
      'XSS query inputs': XSS_PAYLOADS.length * QUERY_PARAMETERS.length,
      'XSS path inputs': XSS_PAYLOADS.length,
    });
  });

  it('every 15th payload in the full page address (query and system segment)', async () => {
    const page = await demo.harness.newPage(undefined, { fixedTime: NOW });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    let loads = 0;
    for (let i = 0; i < XSS_PAYLOADS.length; i += 15) {
      const payload = XSS_PAYLOADS[i]!;
      for (const path of [queryRoute(payload), `/${encodeURIComponent(payload)}/1`]) {
        await page.goto(path);
        await expect.poll(async () => (await inspect(page)).unsettled).toBe(0);
        await expectClean(page, errors);
        loads += 1;
      }
    }
    recordFigures({ 'XSS full-page URL loads': loads });
  });
});

/**
 * Enters every payload into each field as an input event and leaves the field (so its rule
 * runs and its message shows), inspecting after every 25. In-page, with a render between
 * payloads: 900 Playwright fills would take minutes; submitWithPayloads types as a guest.
 */
async function fillEach(page: Page, errors: string[], labels: string[]) {
  const chunk = 25;
  for (const label of labels) {
    const field = await page.getByLabel(label, { exact: true }).elementHandle();
    expect(field, label).not.toBeNull();
    for (let start = 0; start < XSS_PAYLOADS.length; start += chunk) {
      await field!.evaluate(
        async (el, payloads) => {
          const input = el as HTMLInputElement | HTMLTextAreaElement;
          const setter = Object.getOwnPropertyDescriptor(
            Object.getPrototypeOf(input),
            'value',
          )!.set!;
          for (const payload of payloads) {
            input.focus();
            setter.call(input, payload);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.blur();
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
        },
        XSS_PAYLOADS.slice(start, start + chunk),
      );
      await expectClean(page, errors);
    }
    // The last payload is in the field as typed (nothing stripped it into markup either).
    expect((await field!.evaluate((el) => (el as HTMLInputElement).value)).length).toBeGreaterThan(
      0,
    );
  }
  return XSS_PAYLOADS.length * labels.length;
}

const DETAILS = [
  'First name',
  'Last name',
  'Company name',
  'Message to the venue (optional)',
  'Email',
  'Mobile number',
];
const title = (page: Page) => page.getByTestId('step-title');
const form = (page: Page) => page.getByTestId('details-form');

async function chooseTime(page: Page, time: RegExp, row?: string) {
  const scope = row ? page.locator(`[data-row="${row}"]`) : page;
  await scope.getByRole('button', { name: time }).first().click();
  await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
}

/**
 * Submits the form with a payload as the message (names allow no digits and the company name
 * only letters, so no payload passes them; their rules were just tried); the booking page
 * that follows shows the stored message as text.
 */
async function submitWithPayload(page: Page, errors: string[], message: string) {
  await page.getByLabel('First name', { exact: true }).fill('Anna');
  await page.getByLabel('Last name', { exact: true }).fill('Lindqvist');
  await page.getByLabel('Company name', { exact: true }).fill('Lindqvist AB');
  await page.getByLabel('Message to the venue (optional)', { exact: true }).fill(message);
  await page.getByLabel('Country calling code').selectOption('SE');
  await page.getByLabel('Mobile number', { exact: true }).fill('070-123 45 67');
  await page.getByLabel('Email', { exact: true }).fill('anna@example.com');
  await page.getByLabel('Email', { exact: true }).blur();
  await page.getByTestId('details-submit').click();
  await expect.poll(() => page.getByTestId('booking-heading').count(), { timeout: 15_000 }).toBe(1);
  await settled(page);
  await expectClean(page, errors);
}

describe('XSS corpus through the form fields', () => {
  it(`${XSS_PAYLOADS.length} payloads in each field of the details form, then stored and shown back`, async () => {
    const { page, errors } = await watchedPage(
      '/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web',
    );
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await chooseTime(page, /^12:00/, 'Lunch');
    const inputs = await fillEach(page, errors, DETAILS);
    await submitWithPayload(page, errors, XSS_PAYLOADS[0]!);
    recordFigures({ 'XSS details-form inputs': inputs });
  });

  it(`${XSS_PAYLOADS.length} payloads in each field of the booking request form`, async () => {
    const { page, errors } = await watchedPage('/se_demo/1');
    await page.getByRole('button', { name: '9 or more guests' }).click();
    await page.getByRole('button', { name: 'Send a booking request' }).click();
    await page.getByRole('button', { name: 'Continue to the request' }).click();
    await page.getByLabel('Number of guests').fill('12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await chooseTime(page, /^18:00/);
    expect(await title(page).textContent()).toBe('Confirm and send request');
    const inputs = await fillEach(page, errors, DETAILS);
    await submitWithPayload(page, errors, XSS_PAYLOADS[5]!);
    recordFigures({ 'XSS request-form inputs': inputs });
  });

  it(`${XSS_PAYLOADS.length} payloads in the proposal's decline message, the last one sent`, async () => {
    const stockholm = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+01:00`).toISOString();
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${demo.harness.server.url}/api/v1/${path}`, {
        method: 'POST',
        headers: { system: 'se_demo', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBeLessThan(300);
      return (await res.json()) as { guid: string };
    };
    const { guid } = await call('WebBooking/WebBookings', {
      unitId: 1,
      guests: 12,
      date: '2026-12-02',
      times: [{ ruleId: 2, start: stockholm('18:00') }],
      isInquiry: true,
    });
    await call(`WebBooking/WebBookings/${guid}/Finalize`, {
      contact: {
        fname: 'Anna',
        lname: 'Svensson',
        email: 'anna@example.com',
        mobile: '+46701234567',
        newsletter: false,
      },
      lang: 'en',
    });
    await control(demo.harness.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('20:30'),
    });
    const { page, errors } = await watchedPage(`/booking/se_demo/${guid}`);
    await expect
      .poll(() => page.getByTestId('proposal-decline').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByTestId('proposal-decline').click();
    const inputs = await fillEach(page, errors, ['Message to the venue']);
    await page.getByTestId('proposal-decline-send').click();
    const stored = async () => {
      const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings/${guid}`, {
        headers: { system: 'se_demo' },
      });
      return ((await res.json()) as { message?: string }).message;
    };
    // Sent as typed (at most 255 characters), and shown back as text.
    await expect.poll(stored).toBe(XSS_PAYLOADS.at(-1)!.slice(0, 255));
    await settled(page);
    await expectClean(page, errors);
    recordFigures({ 'XSS decline-message inputs': inputs });
  });
});
