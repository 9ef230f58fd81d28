import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot, settled } from './support.ts';
import { venueHost } from './venueHost.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm (see wizard.test.ts for the seed's days).
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const STUB = `(function(w,n){w[n]=w[n]||function(){(w[n].q=w[n].q||[]).push(arguments)}})(window,"BookingWidget");`;

/** The venue's pages, on ANOTHER origin than the widget, as a venue would paste the widget. */
function pages(widget: string): Record<string, string> {
  const shell = (body: string, head = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>${head}
<script>window.heard=[];['loaded','step','height','scroll2top','close','bookingCreated','bookingFinalized','bookingCancelled','analytics'].forEach(function(n){document.addEventListener('booking-widget:'+n,function(e){heard.push([n,e.detail,e.target.tagName])})});</script>
</head><body style="margin:0"><main style="min-height:2400px;padding:16px"><h1>Venue</h1>${body}</main></body></html>`;
  return {
    '/modal.html': shell(
      `<button id="book" type="button" data-booking-widget-open>Book a table</button>
       <button id="book4" type="button" data-booking-widget-open data-guests="4">Book for 4</button>
       <script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="modal" data-lang="en"></script>`,
      `<style>html{overflow-y:scroll}</style>`,
    ),
    '/api.html': shell(
      `<button id="book" type="button">Book</button>
       <script>BookingWidget('on','close',function(p){heard.push(['api:close',p,'API'])});
       document.getElementById('book').onclick=function(){BookingWidget('open',{system:'se_demo',unit:'1',lang:'en'})};</script>`,
      `<script>${STUB}</script><script async src="${widget}/loader.js"></script>`,
    ),
    '/iframe.html': shell(
      `<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="iframe" data-lang="en" data-title="Book a table at Smak & Sill"></script>`,
    ),
  };
}

const host = venueHost((url) => pages(demo.harness.server.url)[url.pathname]);

async function openHost(path: string, size = DESKTOP): Promise<Page> {
  const page = await demo.harness.newPage(size, { fixedTime: NOW });
  await page.goto(host.url + path);
  return page;
}

const modal = (page: Page) => page.locator('dialog[data-booking-widget-modal]');
const heard = (page: Page) =>
  page.evaluate(() => (window as unknown as { heard: [string, unknown, string][] }).heard);
const htmlOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('overflow'));

/** The element (or shadow element) holding focus, described by where it lives. */
const focusInModal = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('dialog[data-booking-widget-modal]');
    // Past the last control focus may go to the browser's own UI (the body reads active), but
    // never to the page behind, which is inert.
    return !!active && (active === document.body || !!dialog?.contains(active));
  });

describe('embedding: modal mode on a host of another origin', () => {
  it('a data-booking-widget-open button opens it; Escape asks first, Leave closes; scroll and focus come back', async () => {
    const page = await openHost('/modal.html');
    expect(new URL(page.url()).origin).not.toBe(new URL(demo.harness.server.url).origin);
    await page.evaluate(() => document.documentElement.style.setProperty('overflow', 'clip'));
    await page.locator('#book').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.getByRole('button', { name: '2 guests', exact: true }).waitFor();
    expect(await htmlOverflow(page)).toBe('hidden');
    expect(await modal(page).getAttribute('aria-label')).toBe('Online booking');

    // The page behind is inert: Tab never leaves the modal.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInModal(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Stay' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(await modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await htmlOverflow(page)).toBe('clip');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('book');
    const names = (await heard(page)).map(([name]) => name);
    expect(names[0]).toBe('loaded');
    expect(names).toContain('step');
    expect(names.at(-1)).toBe('close');
    // doc 2 §7 analytics: closing the modal is the session's first event.
    const analytics = (await heard(page)).filter(([n]) => n === 'analytics').map(([, p]) => p);
    expect(analytics).toMatchObject([
      { kind: 'session', name: 'SessionStart', bookingId: null },
      { kind: 'session', name: 'CloseModal' },
    ]);
    const ids = analytics.map((p) => (p as { sessionId: string }).sessionId);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('doc 2 §7 step messages: three choices, three step events, none with a date still on the wizard (issue 36)', async () => {
    const page = await openHost('/modal.html');
    await page.locator('#book').click();
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await page.getByRole('button', { name: '0 children' }).click();
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect
      .poll(async () => (await heard(page)).filter(([n]) => n === 'step').at(-1)?.[1])
      .toMatchObject({ step: 'availability' });
    const steps = (await heard(page))
      .filter(([n]) => n === 'step')
      .map(
        ([, p]) =>
          p as {
            step: string;
            guests: number | null;
            children: number | null;
            date: string | null;
          },
      );
    // The first is the widget's start; then one per choice.
    expect(steps.map(({ step, guests, children, date }) => [step, guests, children, date])).toEqual(
      [
        ['wizard', null, null, null],
        ['wizard', 2, null, null],
        ['wizard', 2, 0, null],
        ['availability', 2, 0, '2026-12-02'],
      ],
    );
  });

  /**
   * The modal demo page on a phone with loader-modes.js held once the loader asks for it; the
   * returned `release` lets it through (`continue`) or fails it (`abort`).
   */
  async function modalPageWithModesHeld(end: 'continue' | 'abort') {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/loader-modes-[A-Z0-9]{8}\.js$/, async (route) => {
      asked = true;
      await held;
      await (end === 'continue' ? route.continue() : route.abort());
    });
    await page.goto(host.url + '/modal.html');
    // Modal mode fetches nothing before intent (issue 50): the guest's finger lands first.
    await page.locator('#book4').dispatchEvent('pointerdown', { pointerType: 'touch' });
    await expect.poll(() => asked).toBe(true);
    return { page, release };
  }

  it('a tap on an open button before the loader’s modal code has arrived opens the modal once it is in', async () => {
    // A slow phone: the page is loaded and the button tapped while loader-modes.js is still on
    // its way (a busy CI machine once lost this click).
    const { page, release } = await modalPageWithModesHeld('continue');
    await page.locator('#book4').click();
    await settled(page);
    // Nothing opened yet, and the tap did not leave the page (the button's default is held).
    expect(await modal(page).count()).toBe(0);
    release();
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect
      .poll(async () => (await heard(page)).find(([n]) => n === 'step')?.[1])
      .toMatchObject({ guests: 4 });
    // One tap, one modal: the modes' own listener did not open a second.
    expect(await modal(page).count()).toBe(1);
  });

  it('a link tapped while the modal code is on its way, which then fails to load, still opens its own address', async () => {
    const { page, release: fail } = await modalPageWithModesHeld('abort');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.id = 'fallback';
      link.href = '/api.html#booking';
      link.setAttribute('data-booking-widget-open', '');
      link.textContent = 'Book online';
      document.querySelector('main')!.append(link);
    });
    await page.locator('#fallback').click();
    await settled(page);
    // Held while the modes may still come: the page has not moved.
    expect(new URL(page.url()).pathname).toBe('/modal.html');
    fail();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/api.html');
  });

  it('the prefill of the button, the events in order with their payloads, axe and screenshots', async () => {
    for (const [label, size] of [
      ['375', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const page = await openHost('/modal.html', size);
      await page.locator('#book4').click();
      await page
        .getByRole('button', { name: 'Choose date' })
        .or(page.getByTestId('step-title'))
        .first()
        .waitFor();
      await expect
        .poll(async () => (await heard(page)).find(([n]) => n === 'step')?.[1])
        .toMatchObject({ guests: 4, step: expect.any(String) });
      // The height message follows the first layout; it may arrive after the step message.
      await expect
        .poll(async () => (await heard(page)).find(([n]) => n === 'height')?.[1])
        .toMatchObject({ height: expect.any(Number) });
      const events = await heard(page);
      expect(events[0]).toEqual(['loaded', { system: 'se_demo', unitId: '1' }, 'BOOKING-WIDGET']);
      const height = events.find(([n]) => n === 'height')?.[1] as { height: number };
      expect(height.height).toBeGreaterThan(200);
      await expectNoAxeViolations(page, 'dialog[data-booking-widget-modal]');
      await screenshot(page, `embedding-modal-${label}`);
    }
  });

  it('the JS API: calls queued by the pasted stub are replayed; open() by keyboard, close by the close button', async () => {
    const page = await openHost('/api.html');
    await page.locator('#book').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '2 guests', exact: true }).waitFor();
    expect(await htmlOverflow(page)).toBe('hidden');
    await page.getByRole('button', { name: 'Close booking' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await htmlOverflow(page)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('book');
    // on('close') was queued before the loader arrived.
    expect((await heard(page)).map(([n]) => n)).toContain('api:close');
    // BookingWidget.open and .close work as methods once the API is in.
    await page.evaluate(() =>
      (window as unknown as { BookingWidget: { open(o: object): void } }).BookingWidget.open({
        system: 'se_demo',
        unit: '1',
        lang: 'en',
      }),
    );
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.evaluate(() =>
      (window as unknown as { BookingWidget: { close(): void } }).BookingWidget.close(),
    );
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  });
});

describe('embedding: iframe mode and the bridge', () => {
  const frameHeight = (page: Page) =>
    page
      .locator('iframe[name^="booking-widget"]')
      .evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height);

  it('the frame has a title, follows its content height step by step, with no inner scrollbar', async () => {
    const page = await openHost('/iframe.html', PHONE);
    const iframe = page.locator('iframe');
    expect(await iframe.getAttribute('title')).toBe('Book a table at Smak & Sill');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: '2 guests', exact: true }).waitFor();
    await expect.poll(() => frameHeight(page)).not.toBe(640);
    const first = await frameHeight(page);
    await frame.getByRole('button', { name: '2 guests', exact: true }).click();
    await frame.getByRole('button', { name: '0 children' }).click();
    await frame.getByRole('gridcell').first().waitFor();
    await expect.poll(() => frameHeight(page)).not.toBe(first);
    const inner = await page.frames()[1]!.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      client: document.documentElement.clientHeight,
    }));
    expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);
    const names = (await heard(page)).map(([n, , target]) => `${n}:${target}`);
    // The frame's first step, drawn before the widget has loaded (issue 16), may size the frame
    // first; 'loaded' is the first of every other event.
    expect(names.filter((n) => n !== 'height:IFRAME')[0]).toBe('loaded:IFRAME');
    expect(names).toContain('step:IFRAME');
  });

  it('the bridge’s code cut off once: it is asked for again, and the frame then follows its content', async () => {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    let cuts = 0;
    await page.route(/\/chunks\/later-[A-Z0-9]+\.js$/, (route) =>
      cuts++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(host.url + '/iframe.html');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: '2 guests', exact: true }).click();
    await frame.getByRole('button', { name: '0 children' }).click();
    await frame.getByRole('gridcell').first().waitFor();
    await expect.poll(() => cuts).toBe(2);
    // The date step's height reaches the host: the frame fits it, with no scroll inside.
    await expect
      .poll(async () => {
        const inner = await page
          .frames()[1]!
          .evaluate(() => document.querySelector('booking-widget')!.getBoundingClientRect().height);
        return Math.abs((await frameHeight(page)) - inner) <= 1;
      })
      .toBe(true);
    expect((await heard(page)).map(([n]) => n)).toContain('step');
  });

  it('a guest books a table end to end through the frame: the height follows each step, the host hears the booking and the named events', async () => {
    const page = await openHost('/iframe.html', PHONE);
    const frame = page.frameLocator('iframe');
    const inner = () => page.frames()[1]!;
    /**
     * The frame's height once it matches its content, which never scrolls inside. Both are read
     * in one poll: a step that grows once more (an image, a late part) is followed again.
     */
    const fitted = async () => {
      await expect
        .poll(async () => {
          const box = await inner().evaluate(() => ({
            content: Math.ceil(
              document.querySelector('booking-widget')!.getBoundingClientRect().height,
            ),
            scroll: document.documentElement.scrollHeight,
            client: document.documentElement.clientHeight,
          }));
          const off = Math.abs(box.content - (await frameHeight(page)));
          return off <= 1 && box.scroll <= box.client + 1 ? 'fitted' : JSON.stringify(box);
        })
        .toBe('fitted');
      return frameHeight(page);
    };
    const heights: number[] = [];
    const title = frame.getByTestId('step-title');
    await frame.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe('How many of them are children?');
    heights.push(await fitted());
    await frame.getByRole('button', { name: '0 children' }).click();
    await expect.poll(() => title.textContent()).toBe('Choose a date');
    heights.push(await fitted());
    await frame
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await expect.poll(() => title.textContent()).toBe('Choose a time');
    heights.push(await fitted());
    await frame
      .locator('[data-row="Lunch"]')
      .getByRole('button', { name: /^12:00/ })
      .first()
      .click();
    const form = frame.getByTestId('details-form');
    await form.waitFor({ timeout: 10_000 });
    heights.push(await fitted());
    // The frame matched each step's content (fitted), and the steps differ in height, so it moved.
    expect(new Set(heights).size, heights.join()).toBeGreaterThan(2);
    const guid = /\/finalize\/([0-9a-f-]{36})/.exec(inner().url())?.[1];
    expect(guid, inner().url()).toBeTruthy();

    await frame.getByLabel('First name').click();
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lindqvist');
    await frame.getByLabel('Country calling code').selectOption('SE');
    await frame.getByLabel('Mobile number').click();
    await page.keyboard.type('070-123 45 67');
    await frame.getByLabel('Email').click();
    await page.keyboard.type('anna@example.com');
    await frame.getByLabel('Company name').fill('Lindqvist AB');
    await frame.getByLabel('Company name').blur();
    await expect.poll(() => frame.getByTestId('details-submit').isDisabled()).toBe(false);
    await frame.getByTestId('details-submit').click();
    await expect
      .poll(() => frame.getByTestId('booking-heading').textContent(), { timeout: 10_000 })
      .toBe('Booking confirmed');
    await fitted();

    expect((await demo.api(`WebBooking/WebBookings/${guid}`)).status).toBe(100);
    const events = await heard(page);
    const finalized = events.filter(([n]) => n === 'bookingFinalized');
    expect(finalized).toEqual([['bookingFinalized', { bookingId: guid, status: 100 }, 'IFRAME']]);
    expect(events.filter(([n]) => n === 'scroll2top')).toEqual([
      ['scroll2top', { bookingId: guid }, 'IFRAME'],
    ]);
    // doc 2 §7 analytics: the named events in the order the guest made them, then the session's
    // BookingFinalized, all in one session.
    const analytics = events
      .filter(([n]) => n === 'analytics')
      .map(([, p]) => p as { name: string; kind: string; sessionId: string; value?: number });
    expect(analytics.map((a) => `${a.kind}:${a.name}`)).toEqual([
      'session:SessionStart',
      'named:AppLoadTime',
      'named:GuestsSelected',
      'named:SelectChildrenAmount',
      'session:BookingFinalized',
    ]);
    const loadTime = analytics[1]!.value!;
    expect(loadTime).toBeGreaterThan(0);
    expect(loadTime).toBeLessThan(30_000);
    expect(new Set(analytics.map((a) => a.sessionId)).size).toBe(1);
    await expectNoAxeViolations(page, 'main');
  });

  it('messages from a wrong origin, a wrong window or with a wrong instance id change nothing', async () => {
    const page = await openHost('/iframe.html', PHONE);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: '2 guests', exact: true }).waitFor();
    await expect.poll(() => frameHeight(page)).not.toBe(640);
    const before = await frameHeight(page);
    const widgetOrigin = new URL(demo.harness.server.url).origin;
    const id = await page
      .locator('iframe[name^="booking-widget"]')
      .evaluate((f: HTMLIFrameElement) => f.name.split('|')[1]!);
    const fake = (msgId: string) => ({
      source: 'booking-widget',
      id: msgId,
      name: 'height',
      payload: { height: 77 },
    });

    // Wrong origin and window: the host page itself, and a frame on another origin.
    await page.evaluate((m) => window.postMessage(m, '*'), fake(id));
    const otherOrigin = widgetOrigin.replace('127.0.0.1', 'localhost');
    for (const src of [`${otherOrigin}/site/index.html`, `${widgetOrigin}/site/index.html`]) {
      await page.evaluate((url) => {
        const f = document.createElement('iframe');
        f.src = url;
        f.className = 'intruder';
        document.body.append(f);
        return new Promise((r) => (f.onload = r));
      }, src);
    }
    const intruders = page.frames().filter((f) => f.url().endsWith('/site/index.html'));
    expect(intruders).toHaveLength(2);
    // A frame on another origin, then one on the widget's origin (wrong window).
    for (const intruder of intruders) {
      await intruder.evaluate(({ m, origin }) => parent.postMessage(m, origin), {
        m: fake(id),
        origin: new URL(host.url).origin,
      });
    }
    // The real frame with another instance id.
    const real = page.frames().find((f) => f.name().startsWith('booking-widget|'))!;
    await real.evaluate(({ m, origin }) => parent.postMessage(m, origin), {
      m: fake('wrong-id-0000'),
      origin: new URL(host.url).origin,
    });
    await settled(page);
    expect(await frameHeight(page)).toBe(before);
    const heights = (await heard(page)).filter(([n]) => n === 'height').map(([, p]) => p);
    expect(heights).not.toContainEqual({ height: 77 });

    // The same message from the real frame with its id is heard: the checks above could fail.
    await real.evaluate(({ m, origin }) => parent.postMessage(m, origin), {
      m: fake(id),
      origin: new URL(host.url).origin,
    });
    // (The widget then measures itself in the squeezed frame and the frame grows back.)
    await expect
      .poll(async () =>
        (await heard(page)).some(
          ([n, p]) => n === 'height' && (p as { height: number }).height === 77,
        ),
      )
      .toBe(true);

    // The widget side: a 'loadScript' is honoured only from its parent, and only for https.
    const send = (url: string, msgId = id) =>
      page
        .locator('iframe')
        .first()
        .evaluate(
          (f: HTMLIFrameElement, a) =>
            f.contentWindow!.postMessage(
              {
                source: 'booking-widget-host',
                id: a.msgId,
                name: 'loadScript',
                payload: { url: a.url },
              },
              a.origin,
            ),
          { url, msgId, origin: widgetOrigin },
        );
    await send('http://127.0.0.1:1/plain-http.js');
    await send('https://127.0.0.1:1/wrong-id.js', 'wrong-id-0000');
    await intruders[1]!.evaluate(
      ({ m, origin }) => (parent.frames[0] as Window).postMessage(m, origin),
      {
        m: {
          source: 'booking-widget-host',
          id,
          name: 'loadScript',
          payload: { url: 'https://127.0.0.1:1/sibling.js' },
        },
        origin: widgetOrigin,
      },
    );
    await send('https://127.0.0.1:1/venue-chat.js');
    await expect
      .poll(() =>
        real.evaluate(() =>
          [...document.scripts].map((s) => s.src).filter((s) => s.includes(':1/')),
        ),
      )
      .toEqual(['https://127.0.0.1:1/venue-chat.js']);
  });
});

describe('embedding: every mode under a strict CSP header, on a host of another origin', () => {
  // The policy the README asks a venue to allow (DESIGN §5 "Strict CSP"), sent as a real header.
  const nonce = 'n0nce-' + Math.random().toString(36).slice(2);
  const policy = (widget: string) =>
    `default-src 'none'; script-src 'nonce-${nonce}' ${widget}; style-src 'nonce-${nonce}'; ` +
    `connect-src ${widget}; img-src ${widget} data:; font-src ${widget}; frame-src ${widget}`;
  const body: Record<string, string> = {
    inline: '',
    modal: `<button id="book" type="button" data-booking-widget-open>Book a table</button>`,
    iframe: '',
  };
  let cspServer: Server;
  let cspUrl = '';

  beforeAll(async () => {
    cspServer = createServer((req, res) => {
      const widget = demo.harness.server.url;
      const mode = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
      if (!(mode in body)) return void res.writeHead(404).end();
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy(widget),
      });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script nonce="${nonce}">window.violations=[];document.addEventListener('securitypolicyviolation',function(e){violations.push(e.violatedDirective+' '+e.blockedURI)});</script>
</head><body><main><h1>Venue</h1>${body[mode]}
<script async src="${widget}/loader.js" nonce="${nonce}" data-nonce="${nonce}" data-system="se_demo" data-unit="1" data-lang="en" data-mode="${mode}"></script>
</main></body></html>`);
    });
    await new Promise<void>((resolve) => cspServer.listen(0, '127.0.0.1', resolve));
    cspUrl = `http://127.0.0.1:${(cspServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    cspServer.closeAllConnections();
    await new Promise((resolve) => cspServer.close(resolve));
  });

  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);

  /** Emotion's rules reached the shadow root (nonce'd <style> tags) and apply. */
  const styled = (page: Page, scope: string) =>
    page.locator(scope).evaluate((element) => {
      const root = element.shadowRoot!;
      const tags = [...root.querySelectorAll('style')];
      return {
        rules: tags.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0), 0),
        cursor: getComputedStyle(root.querySelector('button')!).cursor,
      };
    });

  it.each(['inline', 'modal'])(
    '%s: loader, loader-modes.js, the element and Emotion with 0 violations',
    async (mode) => {
      const page = await demo.harness.newPage(DESKTOP, { fixedTime: NOW });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      await page.goto(`${cspUrl}/${mode}`);
      expect(await page.evaluate(() => document.querySelector('meta[http-equiv]'))).toBeNull();
      if (mode === 'modal') {
        // The open button works only once loader-modes.js ran, which comes on intent (issue 50).
        await page.locator('#book').hover();
        await expect
          .poll(() =>
            page.evaluate(
              () => typeof (window as { BookingWidget?: { open?: unknown } }).BookingWidget?.open,
            ),
          )
          .toBe('function');
        await page.locator('#book').click();
        await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      }
      await page
        .getByRole('button', { name: '2 guests', exact: true })
        .waitFor({ timeout: 15_000 });
      const scope = mode === 'modal' ? 'dialog booking-widget' : 'booking-widget';
      const { rules, cursor } = await styled(page, scope);
      expect(rules).toBeGreaterThan(0);
      expect(cursor).toBe('pointer');
      if (mode === 'modal') {
        // The modal's own look (a constructed sheet) applies too.
        expect(await modal(page).evaluate((d) => getComputedStyle(d).borderRadius)).toBe('12px');
      }
      // loader-modes.js ran (the host API is its work) under the policy.
      expect(
        await page.evaluate(
          () => typeof (window as { BookingWidget?: { open?: unknown } }).BookingWidget?.open,
        ),
      ).toBe('function');
      await settled(page);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it('iframe: the frame loads, talks to the host and resizes, with 0 violations on either side', async () => {
    const page = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    await page.goto(`${cspUrl}/iframe`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: '2 guests', exact: true }).waitFor({ timeout: 15_000 });
    await expect
      .poll(() =>
        page.locator('iframe').evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().height),
      )
      .not.toBe(640);
    const inner = page.frames()[1]!;
    await inner.evaluate(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { violations: string[] }).violations.push(e.violatedDirective),
      );
    });
    await frame.getByRole('button', { name: '2 guests', exact: true }).click();
    await frame.getByRole('button', { name: '0 children' }).click();
    await frame.getByRole('gridcell').first().waitFor();
    await settled(page);
    expect(await violations(page)).toEqual([]);
    expect(
      await inner.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
