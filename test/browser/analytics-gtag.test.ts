import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSeedFiles } from '../../demo/seed/loadSeed.ts';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { settled } from './support.ts';
import { bookingApi } from './bookingApi.ts';

// doc 2 §7 analytics through Google Analytics: a venue with a gaTrackingId, embedded by a host
// page on another origin under a strict CSP. gtag.js is the demo's stub (demo/site/gtag-stub.js),
// served by the host: it loads only with the widget's nonce. Nothing ever reaches Google.
// Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const GA_ID = 'G-DEMO12345';

// The seed with the Swedish restaurant's gaTrackingId set, in a scratch folder.
const seedDir = mkdtempSync(path.join(tmpdir(), 'seed-gtag-'));
const seedFiles = defaultSeedFiles().map((file) => {
  const seed = JSON.parse(readFileSync(file, 'utf8')) as {
    units: { system: string; id: number; settings: Record<string, unknown> }[];
  };
  for (const unit of seed.units) {
    if (unit.system === 'se_demo' && unit.id === 1) unit.settings.gaTrackingId = GA_ID;
  }
  const copy = path.join(seedDir, path.basename(file));
  writeFileSync(copy, JSON.stringify(seed));
  return copy;
});

const withGa = demoAt(NOW, { seedFiles });

const nonce = 'n0nce-' + Math.random().toString(36).slice(2);
const stubSource = readFileSync(path.resolve('demo/site/gtag-stub.js'), 'utf8');

let hostServer: Server;
let hostUrl = '';

function hostPage(widget: string, host: string, mode: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script nonce="${nonce}">window.heard=[];window.violations=[];window.loaded=0;
document.addEventListener('booking-widget:loaded',function(){loaded++});
document.addEventListener('booking-widget:analytics',function(e){heard.push(e.detail)});
document.addEventListener('securitypolicyviolation',function(e){violations.push(e.violatedDirective+' '+e.blockedURI)});</script>
</head><body><main><h1>Venue</h1>
<script async src="${widget}/loader.js" nonce="${nonce}" data-nonce="${nonce}" data-system="se_demo" data-unit="1" data-lang="en" data-mode="${mode}" ${extra}></script>
</main></body></html>`;
}

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    const widget = withGa.harness.server.url;
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/gtag-stub.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      return void res.end(stubSource);
    }
    const mode = url.pathname.slice(1);
    // The frame may open at a route, as after an e-mailed link (data-route).
    const route = url.searchParams.get('route');
    // The host's own origin is not in script-src: the stub it serves runs by the nonce alone.
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        `default-src 'none'; script-src 'nonce-${nonce}' ${widget}; style-src 'nonce-${nonce}'; ` +
        `connect-src ${widget}; img-src ${widget} data:; font-src ${widget}; frame-src ${widget}`,
    });
    res.end(
      mode === 'inline'
        ? hostPage(widget, hostUrl, 'inline', `data-gtag-src="${hostUrl}/gtag-stub.js"`)
        : hostPage(widget, hostUrl, 'iframe', route ? `data-route="${route}"` : ''),
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer.closeAllConnections();
  await new Promise((resolve) => hostServer.close(resolve));
  rmSync(seedDir, { recursive: true, force: true });
});

type Command = [string, ...unknown[]];
interface Stub {
  src: string;
  nonce: string;
  commands: Command[];
  consent: Record<string, string>;
}

/** window.dataLayer of a page or frame: each entry (an Arguments object) as an array. */
const dataLayer = (target: Page | Frame) =>
  target.evaluate(
    () =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? null)?.map(
        (entry) => JSON.parse(JSON.stringify(Array.from(entry))) as Command,
      ) ?? null,
  );
const stub = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { gtagStub?: Stub }).gtagStub ?? null);
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: { name: string }[] }).heard);
/** The bridge is up (the widget's `loaded` event reached the host): choices now count. */
const loaded = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { loaded?: number }).loaded ?? 0), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);

/** Requests anywhere near Google: the tests must never make one. */
const watchGoogle = (page: Page) => {
  const google: string[] = [];
  page.on('request', (r) => {
    if (/google/i.test(new URL(r.url()).hostname)) google.push(r.url());
  });
  return google;
};

describe('doc 2 §7 analytics to Google Analytics (gtag), inline on a host page', () => {
  it('doc 2 §7: consent denied first, config with anonymize_ip, then the session and named events in order, on the host window', async () => {
    const page = await withGa.harness.newPage(DESKTOP, { fixedTime: NOW });
    const google = watchGoogle(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${hostUrl}/inline`);
    const widget = page.locator('booking-widget');
    const title = widget.getByTestId('step-title');
    await loaded(page);
    await widget.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe('How many of them are children?');
    await widget.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title.textContent()).toBe('Choose a date');
    // doc 2 §7 SameLanguageChange: English, already shown, picked again in the side menu.
    await widget.getByRole('button', { name: 'Menu' }).click();
    await widget.getByRole('button', { name: 'English' }).click();
    await widget.getByRole('button', { name: 'Close menu' }).click();

    // The stub came from the host's configured address, with the id and the widget's nonce.
    await expect
      .poll(async () => (await stub(page))?.src)
      .toBe(`${hostUrl}/gtag-stub.js?id=${GA_ID}`);
    expect((await stub(page))!.nonce).toBe(nonce);

    const names = (await heard(page)).map((p) => p.name);
    expect(names).toEqual([
      'SessionStart',
      'GuestsSelected',
      'SelectChildrenAmount',
      'SameLanguageChange',
    ]);
    const layer = (await dataLayer(page))!;
    expect(layer[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(layer[1]![0]).toBe('js');
    expect(layer[2]).toEqual([
      'config',
      GA_ID,
      expect.objectContaining({ anonymize_ip: true, send_page_view: false }),
    ]);
    // The same events as the host's `analytics` events, in the same order, to the venue's property.
    const events = layer.filter(([command]) => command === 'event');
    expect(events.map(([, name]) => name)).toEqual(names);
    const sessionId = (await heard(page)) as unknown as { sessionId: string }[];
    expect(events[1]![2]).toEqual({
      send_to: GA_ID,
      event_category: 'booking_widget',
      event_label: 'named',
      widget_session_id: sessionId[0]!.sessionId,
    });
    // gtag.js (the stub) took over and saw every command; no consent yet, so no cookie.
    expect((await stub(page))!.commands.length).toBe(layer.length);
    expect((await stub(page))!.consent.analytics_storage).toBe('denied');

    // The venue's consent banner grants analytics the standard way, on its own page.
    await page.evaluate(() =>
      (window as unknown as { gtag: (...a: unknown[]) => void }).gtag('consent', 'update', {
        analytics_storage: 'granted',
      }),
    );
    expect((await stub(page))!.consent.analytics_storage).toBe('granted');

    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    expect(errors).toEqual([]);
    expect(google).toEqual([]);
  });

  it('doc 2 §7: the booking page’s EditBookingSaved and CancelBookingClicked reach the host and gtag', async () => {
    const page = await withGa.harness.newPage(PHONE, { fixedTime: NOW });
    const google = watchGoogle(page);
    await page.goto(`${hostUrl}/inline`);
    const widget = page.locator('booking-widget');
    const title = widget.getByTestId('step-title');
    await loaded(page);
    await widget.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe('How many of them are children?');
    await widget.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title.textContent()).toBe('Choose a date');
    await widget
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect.poll(() => title.textContent()).toBe('Choose a time');
    await widget
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    await widget.getByTestId('details-form').waitFor({ timeout: 10_000 });
    await widget.getByLabel('First name').click();
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lindqvist');
    await widget.getByLabel('Country calling code').selectOption('SE');
    await widget.getByLabel('Mobile number').click();
    await page.keyboard.type('070-123 45 67');
    await widget.getByLabel('Email').click();
    await page.keyboard.type('anna@example.com');
    await widget.getByLabel('Company name').fill('Lindqvist AB');
    await widget.getByLabel('Company name').blur();
    await expect.poll(() => widget.getByTestId('details-submit').isDisabled()).toBe(false);
    await widget.getByTestId('details-submit').click();
    await expect
      .poll(() => widget.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');

    // doc 2 §7 EditBookingSaved: the edit dialog saves a message.
    await widget.getByTestId('edit-open').click();
    await widget.getByRole('button', { name: 'Message' }).click();
    await widget.getByLabel('Message to the venue (optional)').fill('Window seat, please');
    await widget.getByTestId('edit-save').click();
    await expect.poll(() => widget.locator('dialog[open]').count()).toBe(0);
    // doc 2 §7 CancelBookingClicked: the guest clicks cancel, then keeps the booking.
    await widget.getByTestId('cancel-booking').click();
    await widget.getByRole('button', { name: 'No, keep it' }).click();

    await expect
      .poll(async () => (await heard(page)).map((p) => p.name))
      .toEqual([
        'SessionStart',
        'GuestsSelected',
        'SelectChildrenAmount',
        'BookingFinalized',
        'EditBookingSaved',
        'CancelBookingClicked',
      ]);
    const payloads = (await heard(page)) as unknown as {
      bookingId: string | null;
      kind: string;
      sessionId: string;
    }[];
    const guid = payloads[3]!.bookingId;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payloads.slice(4)).toMatchObject([
      { kind: 'named', bookingId: guid },
      { kind: 'named', bookingId: guid },
    ]);
    const layer = (await dataLayer(page))!;
    const events = layer.filter(([command]) => command === 'event');
    expect(events.map(([, name]) => name)).toEqual((await heard(page)).map((p) => p.name));
    // Issue 49: the booking link is a bearer secret. The host hears the booking's id; Google
    // gets no trace of it, in any gtag call, nor the page's own location (the venue's page).
    expect(events.at(-1)![2]).toEqual({
      send_to: GA_ID,
      event_category: 'booking_widget',
      event_label: 'named',
      widget_session_id: payloads[0]!.sessionId,
    });
    expect(JSON.stringify(layer)).not.toContain(guid);
    expect(JSON.stringify(layer)).not.toContain(guid!.replaceAll('-', ''));
    expect(google).toEqual([]);
  });
});

describe('doc 2 §7 analytics to Google Analytics in iframe mode: gtag runs inside the frame', () => {
  it('doc 2 §7: the frame loads the demo stub with its page nonce; the host grants consent by a bridge message', async () => {
    const page = await withGa.harness.newPage(PHONE, { fixedTime: NOW });
    const google = watchGoogle(page);
    await page.addInitScript(
      `window.__violations=[];document.addEventListener('securitypolicyviolation',function(e){window.__violations.push(e.violatedDirective)})`,
    );
    await page.goto(`${hostUrl}/iframe`);
    const frame = page.frameLocator('iframe');
    await loaded(page);
    await frame.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect
      .poll(() => frame.getByTestId('step-title').textContent())
      .toBe('How many of them are children?');
    await frame.getByRole('button', { name: '0 children' }).click();
    const inner = page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
    const widgetOrigin = new URL(withGa.harness.server.url).origin;
    await expect
      .poll(async () => (await stub(inner))?.src)
      .toBe(`${widgetOrigin}/site/gtag-stub.js?id=${GA_ID}`);
    expect((await stub(inner))!.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    await expect
      .poll(async () => (await dataLayer(inner))!.filter(([c]) => c === 'event').map(([, n]) => n))
      .toEqual(['SessionStart', 'AppLoadTime', 'GuestsSelected', 'SelectChildrenAmount']);
    const layer = (await dataLayer(inner))!;
    expect(layer[0]).toMatchObject(['consent', 'default', { analytics_storage: 'denied' }]);
    expect(layer[2]).toMatchObject(['config', GA_ID, { anonymize_ip: true }]);
    // Nothing on the host page: the events land in the frame's gtag.
    expect(await dataLayer(page)).toBeNull();

    // Consent from the wrong instance id is ignored; from the host, with its id, it applies.
    const id = await page
      .locator('iframe')
      .evaluate((f: HTMLIFrameElement) => f.name.split('|')[1]!);
    const send = (msgId: string) =>
      page.locator('iframe').evaluate(
        (f: HTMLIFrameElement, a) =>
          f.contentWindow!.postMessage(
            {
              source: 'booking-widget-host',
              id: a.msgId,
              name: 'consent',
              payload: { analytics: true },
            },
            a.origin,
          ),
        { msgId, origin: widgetOrigin },
      );
    await send('wrong-id-0000');
    await settled(inner);
    expect((await stub(inner))!.consent.analytics_storage).toBe('denied');
    await send(id);
    await expect.poll(async () => (await stub(inner))!.consent.analytics_storage).toBe('granted');
    expect(
      await inner.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    ).toEqual([]);
    expect(google).toEqual([]);
  });
});

describe('doc 2 §7 analytics on a booking page in a frame: the booking link stays a secret (issue 49)', () => {
  it('doc 2 §7: a booking opened from its link in iframe mode: no gtag call holds its guid, and the location Google is told hides it', async () => {
    const guid = await finalizedBooking();
    const page = await withGa.harness.newPage(PHONE, { fixedTime: NOW });
    const google = watchGoogle(page);
    await page.goto(`${hostUrl}/iframe?route=${encodeURIComponent(`/booking/se_demo/${guid}`)}`);
    const frame = page.frameLocator('iframe');
    await expect
      .poll(() => frame.getByTestId('booking-heading').textContent(), { timeout: 15_000 })
      .toBe('Booking confirmed');
    const inner = page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
    expect(inner.url()).toContain(guid);
    // doc 2 §7 CancelBookingClicked carries the booking to the host: not to Google.
    await frame.getByTestId('cancel-booking').click();
    // The dialog sits mid-frame, and the frame is as tall as its content: Escape keeps it.
    await frame.getByRole('button', { name: 'No, keep it' }).waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await dataLayer(inner))!.filter(([c]) => c === 'event').map(([, n]) => n))
      .toContain('CancelBookingClicked');
    const heardIds = (await heard(page)) as unknown as { name: string; bookingId: string | null }[];
    expect(heardIds.find((p) => p.name === 'CancelBookingClicked')?.bookingId).toBe(guid);
    const layer = (await dataLayer(inner))!;
    expect(JSON.stringify(layer)).not.toContain(guid);
    expect(JSON.stringify(layer)).not.toContain(guid.replaceAll('-', ''));
    // What gtag.js would read by itself (location.href) is told for it, with the id hidden.
    const widgetOrigin = new URL(withGa.harness.server.url).origin;
    const told = layer.filter(([c]) => c === 'config' || c === 'event');
    expect(told.length).toBeGreaterThan(1);
    for (const [, , params] of told) {
      expect(params).toMatchObject({ page_location: `${widgetOrigin}/booking/se_demo/(id)` });
    }
    expect(google).toEqual([]);
  });
});

/** A finalized booking for 2 on Wednesday 2 December at 12:00 (lunch), made through the API. */
const finalizedBooking = () =>
  bookingApi(() => withGa.harness.server.url).booked(1, '2026-12-02', '12:00');

describe('doc 2 §7 analytics without a gaTrackingId', () => {
  const plain = demoAt(NOW);

  it('doc 2 §7: a venue without gaTrackingId loads no gtag: no script, no dataLayer, no request', async () => {
    const page = await plain.harness.newPage(DESKTOP, { fixedTime: NOW });
    const stubRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/gtag/i.test(url.pathname) || /google/i.test(url.hostname)) stubRequests.push(r.url());
    });
    await page.addInitScript(
      `window.heard=[];window.loaded=0;document.addEventListener('booking-widget:loaded',function(){loaded++});` +
        `document.addEventListener('booking-widget:analytics',function(e){heard.push(e.detail)})`,
    );
    // The demo page names the stub (data-gtag-src): only the venue's missing id keeps it away.
    await page.goto('/site/inline.html');
    await loaded(page);
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    // The analytics events reach the host (the bridge ran) ...
    await expect
      .poll(async () => (await heard(page)).map((p) => p.name))
      .toEqual(['SessionStart', 'GuestsSelected']);
    await settled(page);
    // ... and nothing went to gtag.
    expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    expect(
      await page.evaluate(() =>
        [...document.scripts].map((s) => s.src).filter((src) => /gtag/.test(src)),
      ),
    ).toEqual([]);
    expect(stubRequests).toEqual([]);
  });
});
