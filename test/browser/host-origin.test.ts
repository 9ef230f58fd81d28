import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { settled } from './support.ts';

// Issue 50, "What the widget leaves in the venue's origin": the README's tables (section "What
// the widget leaves in the venue's origin") are read here, so the README and this test cannot
// drift, and held to what an inline widget on a venue's page of another origin writes while a
// guest books, and when the guest leaves a booking half-way. A row whose `written` (storage) or
// `added` (globals) cell starts with "only" is conditional; every other row must show up.
// Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December has Lunch, Julbord (a
// pre-order menu) and Provsmakning (prepaid at the terminal).
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const SECTION = "### What the widget leaves in the venue's origin";

interface Tables {
  storage: { storage: string; keys: RegExp[]; conditional: boolean }[];
  globals: { names: string[]; conditional: boolean }[];
  events: string[];
}

/** The code spans of a table cell: `booking-widget:route:<system>:<unit>`. */
const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** A key pattern of the README as a RegExp: each `<name>` stands for one colon-free part. */
function keyPattern(key: string): RegExp {
  const parts = key.split(/<[^>]+>/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^:]+')}$`);
}

function readTables(markdown = readFileSync(path.resolve('README.md'), 'utf8')): Tables {
  const start = markdown.indexOf(SECTION);
  expect(start, 'the README section').toBeGreaterThan(-1);
  const body = markdown.slice(start + SECTION.length).split(/\n#{2,3} /)[0]!;
  const tables = new Map<string, string[][]>();
  for (const block of body.split(/\n\s*\n/)) {
    const rows = block
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    if (rows.length > 2) tables.set(rows[0]![0]!, rows.slice(2));
  }
  const only = (cell: string | undefined) => /^only\b/i.test(cell ?? '');
  return {
    storage: (tables.get('storage') ?? []).map(([storage, key, , written]) => ({
      storage: storage!,
      keys: codes(key!).map(keyPattern),
      conditional: only(written),
    })),
    globals: (tables.get('global') ?? []).map(([names, , added]) => ({
      names: codes(names!),
      conditional: only(added),
    })),
    events: (tables.get('event') ?? []).flatMap(([cell]) =>
      codes(cell!).filter((c) => c.startsWith('booking-widget:')),
    ),
  };
}

/**
 * The venue's page, on another origin than the widget. Its own script (before any of the
 * widget's) keeps its own key, cookie and global, and records every event dispatched by a
 * script and every window message, so the events the widget adds can be compared too.
 */
function hostPage(loader = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script>
localStorage.setItem('venue-cart', '[]');
sessionStorage.setItem('venue-visit', '1');
document.cookie = 'venue=1; path=/';
window.venueHeard = [];
var dispatch = EventTarget.prototype.dispatchEvent;
EventTarget.prototype.dispatchEvent = function (event) {
  if (event instanceof CustomEvent) venueHeard.push(event.type);
  return dispatch.call(this, event);
};
window.addEventListener('message', function (e) { venueHeard.push('message ' + JSON.stringify(e.data)); });
</script>
</head><body><main><h1>Venue</h1><p>Our tables.</p><div id="slot">${loader}</div></main></body></html>`;
}

let hostServer: Server;
let hostUrl = '';

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    // `?loader`: the page with the loader tag in its HTML, where the payment terminal returns.
    const url = new URL(req.url ?? '/', 'http://x');
    const widget = demo.harness.server.url;
    res.end(
      hostPage(
        url.searchParams.has('loader')
          ? `<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-lang="en" data-guests="2" data-children="0" data-date="2026-12-02"></script>`
          : '',
      ),
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
});

interface OriginState {
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  cookie: string;
  databases: string[];
  caches: string[];
  workers: number;
  globals: string[];
  events: string[];
}

/** Everything of the host's origin and window the widget could leave something in. */
function originState(page: Page): Promise<OriginState> {
  return page.evaluate(async () => {
    const entries = (s: Storage) =>
      Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)!]));
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
      caches: 'caches' in window ? await caches.keys() : [],
      workers: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
      globals: Object.getOwnPropertyNames(window),
      events: [...(window as unknown as { venueHeard: string[] }).venueHeard],
    };
  });
}

/** Opens the venue's page and reads its origin before any of the widget's code is there. */
async function openVenue(): Promise<{ page: Page; before: OriginState }> {
  const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
  await page.goto(hostUrl + '/');
  const before = await originState(page);
  expect(before.globals).not.toContain('BookingWidget');
  return { page, before };
}

/** The venue pastes the loader tag where the widget should stand. */
async function pasteLoader(page: Page) {
  await page.evaluate((widget) => {
    const script = document.createElement('script');
    script.src = `${widget}/loader.js`;
    script.dataset.system = 'se_demo';
    script.dataset.unit = '1';
    script.dataset.lang = 'en';
    document.getElementById('slot')!.append(script);
  }, demo.harness.server.url);
}

const title = (page: Page) => page.getByTestId('step-title');

/** What the guest types on the details step: none of it may stay once the booking is final. */
const CONTACT = {
  first: 'Anna',
  last: 'Lindqvist',
  email: 'anna@example.com',
  mobile: '070-123 45 67',
  company: 'Lindqvist AB',
  message: 'Window table please',
};

/** Which of the typed contact details the origin's storage holds, in any form. */
function contactIn(state: OriginState): string[] {
  const texts = [
    ...Object.entries(state.localStorage).flat(),
    ...Object.entries(state.sessionStorage).flat(),
    state.cookie,
  ].map((t) => t.toLowerCase());
  const found = Object.entries(CONTACT)
    .filter(([field]) => field !== 'mobile')
    .filter(([, value]) => texts.some((t) => t.includes(value.toLowerCase())))
    .map(([field]) => field);
  // The number as typed, as formatted or as E.164 (+46701234567): its digits after the 0.
  if (texts.some((t) => t.replace(/\D/g, '').includes('701234567'))) found.push('mobile');
  return found;
}

/** Where the origin differs from `before` outside what the README's tables allow. */
function outsideTables(tables: Tables, before: OriginState, state: OriginState) {
  const added = (now: Record<string, string>, then: Record<string, string>) =>
    Object.keys(now).filter((k) => !(k in then));
  const unlisted = (storage: string, keys: string[]) =>
    keys.filter(
      (key) =>
        !tables.storage.some((r) => r.storage === storage && r.keys.some((k) => k.test(key))),
    );
  const cookies = (c: string) => c.split('; ').filter(Boolean);
  const listedGlobals = tables.globals.flatMap((r) => r.names);
  return {
    localStorage: unlisted('localStorage', added(state.localStorage, before.localStorage)),
    sessionStorage: unlisted('sessionStorage', added(state.sessionStorage, before.sessionStorage)),
    cookies: unlisted(
      'cookie',
      cookies(state.cookie).filter((c) => !cookies(before.cookie).includes(c)),
    ),
    databases: state.databases.filter((d) => !before.databases.includes(d)),
    caches: state.caches.filter((c) => !before.caches.includes(c)),
    workers: state.workers - before.workers,
    globalsAdded: state.globals.filter(
      (g) => !before.globals.includes(g) && !listedGlobals.includes(g),
    ),
    globalsRemoved: before.globals.filter((g) => !state.globals.includes(g)),
    events: [...new Set(state.events)].filter((e) => !tables.events.includes(e)),
  };
}

const NOTHING_OUTSIDE = {
  localStorage: [],
  sessionStorage: [],
  cookies: [],
  databases: [],
  caches: [],
  workers: 0,
  globalsAdded: [],
  globalsRemoved: [],
  events: [],
};

/** Reads the origin at one stage of the guest's way and holds it to the tables. */
function observer(page: Page, tables: Tables, before: OriginState) {
  const keys = new Set<string>();
  return {
    keys,
    async stage(when: string): Promise<OriginState> {
      const state = await originState(page);
      expect(outsideTables(tables, before, state), when).toEqual(NOTHING_OUTSIDE);
      for (const k of Object.keys(state.localStorage)) keys.add(`localStorage ${k}`);
      for (const k of Object.keys(state.sessionStorage)) keys.add(`sessionStorage ${k}`);
      return state;
    },
  };
}

/** The widget's keys of the held booking (route, draft, menu) still in session storage. */
const bookingKeys = (state: OriginState) =>
  Object.keys(state.sessionStorage).filter((k) => /^booking-widget:(route|draft|menu):/.test(k));

async function toTimes(page: Page) {
  await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  await page.getByRole('button', { name: '2 guests', exact: true }).click();
  await page.getByRole('button', { name: '0 children' }).click();
  await expect.poll(() => title(page).textContent()).toBe('Choose a date');
}

async function chooseDay(page: Page) {
  await page
    .getByRole('gridcell')
    .getByRole('button', { name: / 2 December 2026/ })
    .click();
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
}

async function chooseLunch(page: Page) {
  await page
    .locator('[data-row="Lunch"]')
    .getByRole('button', { name: /^12:00/ })
    .first()
    .click();
  await page.getByTestId('details-form').waitFor({ timeout: 10_000 });
}

/** Types the details as a guest would, and waits until the form has kept them. */
async function typeDetails(page: Page) {
  await page.getByLabel('First name').click();
  await page.keyboard.type(CONTACT.first);
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONTACT.last);
  await page.getByLabel('Country calling code').selectOption('SE');
  await page.getByLabel('Mobile number').click();
  await page.keyboard.type(CONTACT.mobile);
  await page.getByLabel('Email').click();
  await page.keyboard.type(CONTACT.email);
  await page.getByLabel('Company name').fill(CONTACT.company);
  await page.getByLabel('Message to the venue (optional)').fill(CONTACT.message);
  await page.getByLabel('Company name').blur();
  // The positive control of the check after finalize: the draft does hold them now.
  await expect
    .poll(async () => contactIn(await originState(page)).sort())
    .toEqual(Object.keys(CONTACT).sort());
}

describe('host origin: what the widget leaves in the venue’s origin (issue 50)', () => {
  it('the README lists storage keys, globals and events, and the patterns read as meant', () => {
    const tables = readTables();
    expect(tables.storage.length).toBeGreaterThan(3);
    expect(tables.globals.length).toBeGreaterThan(1);
    expect(tables.events).toContain('booking-widget:bookingFinalized');
    const route = tables.storage.find((r) =>
      r.keys.some((k) => k.test('booking-widget:route:a:1')),
    );
    expect(route?.storage).toBe('sessionStorage');
    expect(route!.keys.some((k) => k.test('booking-widget:route:a:1:x'))).toBe(false);
  });
  it('a whole booking (guests, date, time, details, finalize) writes only what the tables list, and no contact detail stays after finalize', async () => {
    const tables = readTables();
    const { page, before } = await openVenue();
    const origin = observer(page, tables, before);
    await pasteLoader(page);
    await toTimes(page);
    await origin.stage('the date step');
    await chooseDay(page);
    await origin.stage('the time step');
    await chooseLunch(page);
    const held = await origin.stage('the details step, the booking held');
    expect(bookingKeys(held)).toContain('booking-widget:route:se_demo:1');
    expect(contactIn(held)).toEqual([]);
    await typeDetails(page);
    const typed = await origin.stage('the details typed');
    expect(bookingKeys(typed).sort()).toEqual([
      'booking-widget:draft:se_demo:1',
      'booking-widget:route:se_demo:1',
    ]);
    await expect.poll(() => page.getByTestId('details-submit').isDisabled()).toBe(false);
    await page.getByTestId('details-submit').click();
    await expect
      .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');
    await settled(page);
    const done = await origin.stage('the booking finalized');
    // Issue 50: contact details cleared after finalize; nothing of the booking stays either.
    expect(contactIn(done)).toEqual([]);
    expect(bookingKeys(done)).toEqual([]);
    // The tables' unconditional rows all showed up, so none is stale.
    const seen = [...origin.keys];
    for (const row of tables.storage.filter((r) => !r.conditional)) {
      for (const key of row.keys) {
        expect(
          seen.some(
            (s) => s.startsWith(`${row.storage} `) && key.test(s.slice(row.storage.length + 1)),
          ),
          `${row.storage} ${key.source} written during the booking`,
        ).toBe(true);
      }
    }
    // Local storage: the venue's own key and the unconditional rows, nothing else.
    const local = Object.keys(done.localStorage).filter((k) => !(k in before.localStorage));
    const unconditionalLocal = tables.storage.filter(
      (r) => r.storage === 'localStorage' && !r.conditional,
    );
    expect(local.length).toBe(unconditionalLocal.reduce((n, r) => n + r.keys.length, 0));
    // The globals added are exactly the unconditional rows (this venue has no gaTrackingId).
    expect(done.globals.filter((g) => !before.globals.includes(g)).sort()).toEqual(
      tables.globals
        .filter((r) => !r.conditional)
        .flatMap((r) => r.names)
        .sort(),
    );
    expect(done.events).toContain('booking-widget:bookingFinalized');
  });

  it('a booking left at the details step keeps its route and draft through a reload (the form shows them again); they go when the element leaves the page', async () => {
    const tables = readTables();
    const { page, before } = await openVenue();
    const origin = observer(page, tables, before);
    await pasteLoader(page);
    await toTimes(page);
    await chooseDay(page);
    await chooseLunch(page);
    await typeDetails(page);
    await origin.stage('the details typed');
    await page.reload();
    const reloaded = await origin.stage('the page reloaded, before the loader');
    expect(bookingKeys(reloaded).sort()).toEqual([
      'booking-widget:draft:se_demo:1',
      'booking-widget:route:se_demo:1',
    ]);
    await pasteLoader(page);
    await page.getByTestId('details-form').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(CONTACT.email);
    await origin.stage('the held booking resumed');
    await page.evaluate(() => document.querySelector('booking-widget')!.remove());
    // Gone once the element's dispose grace has passed.
    await expect.poll(async () => bookingKeys(await originState(page))).toEqual([]);
    const gone = await origin.stage('the element removed');
    expect(contactIn(gone)).toEqual([]);
  });

  it('a pre-order picked, then the element removed: the menu draft goes with the route', async () => {
    const tables = readTables();
    const { page, before } = await openVenue();
    const origin = observer(page, tables, before);
    await pasteLoader(page);
    await toTimes(page);
    await chooseDay(page);
    await page
      .getByRole('group', { name: 'Julbord', exact: true })
      .getByRole('button', { name: /^12:00/ })
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Pre-order');
    await page.getByRole('tab', { name: /^Sittning/ }).click();
    await page
      .locator('[role="tabpanel"]:not([hidden])')
      .getByRole('button', { name: 'Add one Första sittning', exact: true })
      .click();
    await expect
      .poll(async () => bookingKeys(await originState(page)).sort())
      .toEqual(['booking-widget:menu:se_demo:1', 'booking-widget:route:se_demo:1']);
    await origin.stage('a menu picked');
    await page.evaluate(() => document.querySelector('booking-widget')!.remove());
    await expect.poll(async () => bookingKeys(await originState(page))).toEqual([]);
    await origin.stage('the element removed');
  });
  it('a prepaid booking through the payment terminal: no contact detail stays once the return finalized it', async () => {
    const tables = readTables();
    const { page, before } = await openVenue();
    const origin = observer(page, tables, before);
    await page.goto(`${hostUrl}/?loader`);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .locator('[data-row="Provsmakning"]')
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await page.getByTestId('details-form').waitFor({ timeout: 10_000 });
    await typeDetails(page);
    await page.getByLabel('Card').check();
    await origin.stage('the details typed, before paying');
    await page.getByTestId('details-submit').click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.origin === hostUrl);
    await expect
      .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 15_000 })
      .toBe('Booking confirmed');
    await settled(page);
    const done = await origin.stage('back from the terminal, the booking finalized');
    expect(contactIn(done)).toEqual([]);
    expect(bookingKeys(done)).toEqual([]);
  });
});
