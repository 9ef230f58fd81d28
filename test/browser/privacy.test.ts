import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeedFiles } from '../../demo/seed/loadSeed.ts';
import { DESKTOP } from './harness.ts';
import { demoAt } from './demoAt.ts';

// Issue 49: the booking link /booking/{system}/{guid} is a bearer secret (whoever has it can
// view, edit and cancel). The widget's own page (full page, and the page in a venue's iframe)
// must not hand it on in a Referer, nor be indexed (docs/decisions.md "The booking link is a
// secret"). A server of another origin plays the venue's site and its image host: it records
// the Referer of every request it receives. Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');

interface Received {
  path: string;
  referer: string | null;
}
const received: Received[] = [];
let other: Server;
let otherUrl = '';

// The seed, with the Swedish restaurant's logo and a link of its conditions on the other
// origin: written once that server has its port, before the demo server reads it.
const seedDir = mkdtempSync(path.join(tmpdir(), 'seed-privacy-'));
const seedFiles = defaultSeedFiles().map((file) => path.join(seedDir, path.basename(file)));

function writeSeed() {
  for (const file of defaultSeedFiles()) {
    const seed = JSON.parse(readFileSync(file, 'utf8')) as {
      units: { system: string; id: number; settings: Record<string, unknown> }[];
    };
    for (const unit of seed.units) {
      if (unit.system !== 'se_demo' || unit.id !== 1) continue;
      unit.settings.logo = `${otherUrl}/logo.svg`;
      // The booking page shows the venue's conditions (doc 2 §2), open, with a link in them.
      unit.settings.webConditions = `Cancel a day ahead. <a href="${VENUE_SITE}">Our site</a>`;
      unit.settings.collapseConditions = false;
    }
    writeFileSync(path.join(seedDir, path.basename(file)), JSON.stringify(seed));
  }
}

// Venue texts link https only (shared/text/richTextPolicy.ts): this link is looked at, not followed.
const VENUE_SITE = 'https://venue.example/site';

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>`;

beforeAll(async () => {
  other = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    received.push({ path: url.pathname, referer: req.headers.referer ?? null });
    if (url.pathname === '/logo.svg') {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Access-Control-Allow-Origin': '*' });
      return void res.end(LOGO);
    }
    if (url.pathname === '/iframe') {
      // The venue's page with the widget framed at a booking's link (data-route).
      const widget = demo.harness.server.url;
      const route = url.searchParams.get('route') ?? '';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title></head>
<body><h1>Venue</h1><script async src="${widget}/loader.js" data-system="se_demo" data-unit="1"
data-lang="en" data-mode="iframe" data-route="${route}"></script></body></html>`);
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Smak & Sill</title><h1>Our site</h1>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  writeSeed();
});

const demo = demoAt(NOW, { seedFiles });

afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
  rmSync(seedDir, { recursive: true, force: true });
});

/** A finalized booking for 2 on Wednesday 2 December at 12:00, made through the API. */
async function finalizedBooking(): Promise<string> {
  const post = async (to: string, body: unknown) => {
    const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings${to}`, {
      method: 'POST',
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, to).toBeLessThan(300);
    return res.json() as Promise<{ guid: string }>;
  };
  const { guid } = await post('', {
    unitId: 1,
    guests: 2,
    date: '2026-12-02',
    times: [{ ruleId: 1, start: '2026-12-02T11:00:00.000Z' }],
  });
  const contact = {
    fname: 'Anna',
    lname: 'Lindqvist',
    email: 'anna@example.com',
    mobile: '+46701234567',
    newsletter: false,
  };
  await post(`/${guid}/Finalize`, { contact, lang: 'en' });
  return guid;
}

/** The Referer of every request the page (and its frames) sends, as Chromium sent it. */
function sentReferers(page: Page) {
  const sent: Promise<{ url: string; referer: string | null }>[] = [];
  page.on('request', (request: Request) =>
    sent.push(
      request.headerValue('referer').then(
        (referer) => ({ url: request.url(), referer }),
        () => ({ url: request.url(), referer: null }), // the page closed first
      ),
    ),
  );
  return () => Promise.all(sent);
}

/** The booking page is drawn, with the venue's link in its conditions. */
async function bookingShown(target: Page | Frame) {
  await expect
    .poll(() => target.getByTestId('booking-heading').textContent(), { timeout: 15_000 })
    .toBe('Booking confirmed');
  await expect.poll(() => target.locator(`a[href="${VENUE_SITE}"]`).count()).toBe(1);
}

/** Every link the widget drew off the page (the venue's among them) says noreferrer itself. */
async function expectNoReferrerLinks(target: Page | Frame) {
  const links = await widgetLinks(target);
  expect(links.map((link) => link.href)).toContain(VENUE_SITE);
  for (const link of links) expect(link.rel, link.href!).toMatch(/\bnoreferrer\b/);
}

/** Every link the widget drew off the page: where it goes, and its rel. */
const widgetLinks = (target: Page | Frame) =>
  target.evaluate(() =>
    [...document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('a[href]')]
      .filter((a) => /^https?:/.test(a.getAttribute('href')!))
      .map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') })),
  );

/** The page's own policies: the headers of its document and the <meta> tags in it. */
async function pagePolicies(response: Response, target: Page | Frame) {
  const headers = await response.allHeaders();
  const meta = (name: string) =>
    target.evaluate(
      (n) => document.querySelector(`meta[name="${n}"]`)?.getAttribute('content') ?? null,
      name,
    );
  return {
    referrerPolicy: headers['referrer-policy'] ?? null,
    robotsHeader: headers['x-robots-tag'] ?? null,
    referrerMeta: await meta('referrer'),
    robotsMeta: await meta('robots'),
  };
}

const POLICIES = {
  referrerPolicy: 'strict-origin',
  robotsHeader: 'noindex',
  referrerMeta: 'strict-origin',
  robotsMeta: 'noindex',
};

describe('the booking link is a secret: no Referer carries it (issue 49)', () => {
  it('doc 2 §2 booking page, full page: no request, image or link hands on the guid; the page is not indexed', async () => {
    const guid = await finalizedBooking();
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    const referers = sentReferers(page);
    const before = received.length;
    const response = await page.goto(`/booking/se_demo/${guid}`);
    await bookingShown(page);
    // The venue's logo, from the other origin, arrived with the page's origin at most.
    await expect
      .poll(() => received.slice(before).filter((r) => r.path === '/logo.svg').length)
      .toBeGreaterThan(0);
    for (const r of received.slice(before)) expect(r.referer ?? '').not.toContain(guid);
    expect(received.slice(before).find((r) => r.path === '/logo.svg')!.referer).toBe(
      `${new URL(demo.harness.server.url).origin}/`,
    );
    // A link the widget draws says noreferrer of its own, whatever the page's policy.
    await expectNoReferrerLinks(page);
    // Every request of the page, same-origin ones (scripts, the API, images) included.
    const sent = await referers();
    expect(sent.length).toBeGreaterThan(5);
    for (const { url, referer } of sent) expect(referer ?? '', url).not.toContain(guid);
    // DESIGN: the booking pages stay out of search indexes.
    expect(await pagePolicies(response!, page)).toEqual(POLICIES);
  });

  it('doc 2 §2 booking page in a venue’s iframe: the framed page hands on no guid, and is not indexed', async () => {
    const guid = await finalizedBooking();
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    const referers = sentReferers(page);
    const framed = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && r.url().includes(`/booking/se_demo/`),
    );
    await page.goto(`${otherUrl}/iframe?route=${encodeURIComponent(`/booking/se_demo/${guid}`)}`);
    const response = await framed;
    const frame = response.frame();
    await expect.poll(() => frame.url()).toContain(guid);
    await bookingShown(frame);
    await expectNoReferrerLinks(frame);
    const sent = await referers();
    // The frame's own requests (its scripts, the API, its images) are among them.
    expect(sent.filter((s) => s.url.startsWith(demo.harness.server.url)).length).toBeGreaterThan(5);
    for (const { url, referer } of sent) expect(referer ?? '', url).not.toContain(guid);
    expect(await pagePolicies(response, frame)).toEqual(POLICIES);
  });

  it('doc 1 §2 the start page too (all of the widget’s own pages): not indexed, the same referrer policy', async () => {
    const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
    const response = await page.goto('/se_demo/1');
    await page.getByRole('button', { name: '2 guests', exact: true }).waitFor();
    expect(await pagePolicies(response!, page)).toEqual(POLICIES);
  });
});
