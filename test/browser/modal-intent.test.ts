import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, watchNetwork } from './support.ts';
import { venueHost } from './venueHost.ts';

// Issue 50 "Nothing before intent in modal mode": a launcher on the venue's page costs its
// visitors the loader alone; a pointer over it, focus on it, a touch start or the JS API's
// `open` start the first step's files, and a click opens as before. The bytes are held here by
// counting the requests to the widget's origin (the bench holds the times).

// Tuesday 1 December 2026, 08:00 in Stockholm (see wizard.test.ts for the seed's days).
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

/** The venue's pages, on ANOTHER origin than the widget, as a venue would paste the widget. */
function pages(widget: string): Record<string, string> {
  const page = (loader: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venue</title>
<script>window.heard=[];document.addEventListener('booking-widget:step',function(e){heard.push(e.detail.step)});</script>
</head><body><main><h1>Venue</h1><p>Our menu</p>
<button id="book" type="button" data-booking-widget-open>Book a table</button>
<button id="other" type="button">Our own button</button>
<script async src="${widget}/loader.js" data-system="se_demo" data-unit="1" data-mode="modal" data-lang="en"${loader}></script>
</main></body></html>`;
  return {
    '/modal.html': page(''),
    '/idle.html': page(' data-prefetch="idle"'),
    '/inline.html': page('').replace(' data-mode="modal"', ''),
    '/iframe.html': page('').replace('data-mode="modal"', 'data-mode="iframe"'),
  };
}

const host = venueHost((url) => pages(demo.harness.server.url)[url.pathname]);

/** What the widget's files are called in the log: hashes dropped, paths kept. */
const named = (path: string) => path.replace(/-[A-Z0-9]{8}\.js$/, '.js');

/**
 * The venue's page, fresh (no cache from an earlier test), with every request to the widget's
 * origin logged by path, waited until it has loaded, its idle callbacks have run (the loader's
 * own idle prefetch is asked for before the page's load, so it runs before this one) and the
 * network is quiet.
 */
async function openVenue(path: string, init?: () => void) {
  const page = await demo.harness.newPage(undefined, { fixedTime: NOW, fresh: true });
  if (init) await page.addInitScript(init);
  const widget = new URL(demo.harness.server.url).origin;
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === widget) asked.push(named(url.pathname));
  });
  const network = watchNetwork(page);
  await page.goto(host.url + path, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await network.quiet();
  return { page, asked };
}

/** The first step's files: the bundle (entry and its chunks) and the loader's modal code. */
const FIRST_STEP_FILES = ['/widget.js', '/loader-modes.js'];

const startsFirstStep = (asked: string[]) =>
  expect.poll(() => FIRST_STEP_FILES.every((file) => asked.includes(file))).toBe(true);

async function opensAtFirstStep(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          !!document.querySelector<HTMLDialogElement>('dialog[data-booking-widget-modal]')?.open,
      ),
    )
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard[0]))
    .toBe('wizard');
  await page.getByRole('button', { name: '2 guests', exact: true }).waitFor();
}

describe('issue 50: modal mode fetches nothing before intent', () => {
  it('issue 50: before intent, the loader alone comes from the widget’s origin; a pointer elsewhere is no intent', async () => {
    const { page, asked } = await openVenue('/modal.html');
    await page.locator('#other').hover();
    await page.locator('#other').click();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(asked).toEqual(['/loader.js']);
    // The call form of the JS API is in place before intent (the stub's own queue).
    expect(
      await page.evaluate(() => typeof (window as { BookingWidget?: unknown }).BookingWidget),
    ).toBe('function');
  });

  it('issue 50: a pointer over the launcher starts the first step’s files, and a click opens it', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    await page.locator('#book').hover();
    await startsFirstStep(asked);
    expect(await page.locator('dialog[data-booking-widget-modal]').count()).toBe(0);
    await page.locator('#book').click();
    await opensAtFirstStep(page);
  });

  it('issue 50: intent also starts the settings and the first locale file, which the opened widget takes without asking again', async () => {
    const { page, asked } = await openVenue('/modal.html');
    const settings = (path: string) => path.endsWith('/externalBookingSettings/1');
    const locale = (path: string) => /\/locales\/en\//.test(path);
    await page.locator('#book').hover();
    await expect.poll(() => asked.some(settings) && asked.some(locale)).toBe(true);
    expect(await page.locator('dialog[data-booking-widget-modal]').count()).toBe(0);
    await page.locator('#book').click();
    await opensAtFirstStep(page);
    expect(asked.filter(settings)).toHaveLength(1);
    expect(asked.filter(locale).length).toBe(new Set(asked.filter(locale)).size);
  });

  it('issue 50: on intent, the settings and loader-modes.js are asked for at once, before the bundle, which a modal’s click does not need (a tap without a hover waits one round trip)', async () => {
    const { page, asked } = await openVenue('/modal.html');
    await page.locator('#book').hover();
    await startsFirstStep(asked);
    const settings = asked.findIndex((path) => path.endsWith('/externalBookingSettings/1'));
    // The loader starts the tag's settings with the first paint's file; the modes come a task on.
    expect(settings).toBeGreaterThan(asked.indexOf('/loader.js'));
    expect(settings).toBeLessThan(asked.indexOf('/loader-modes.js'));
    expect(asked.indexOf('/widget.js')).toBeGreaterThan(asked.indexOf('/loader-modes.js'));
    await page.locator('#book').click();
    await opensAtFirstStep(page);
  });

  it('issue 50: focus on the launcher starts them, and Enter opens it', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    await page.locator('#book').focus();
    await startsFirstStep(asked);
    await page.keyboard.press('Enter');
    await opensAtFirstStep(page);
  });

  it('issue 50: a touch start on the launcher starts them', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    await page.locator('#book').dispatchEvent('pointerdown', { pointerType: 'touch' });
    await startsFirstStep(asked);
    await page.locator('#book').dispatchEvent('click');
    await opensAtFirstStep(page);
  });

  it('issue 50: a click with nothing before it (a script’s click()) still opens at the first step', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    await page.evaluate(() => document.querySelector<HTMLElement>('#book')!.click());
    await startsFirstStep(asked);
    await opensAtFirstStep(page);
  });

  it('issue 50: the JS API’s open is intent: it fetches and opens the modal', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    await page.evaluate(() =>
      (window as unknown as { BookingWidget: (...a: unknown[]) => void }).BookingWidget('open', {
        system: 'se_demo',
        unit: '1',
        lang: 'en',
      }),
    );
    await startsFirstStep(asked);
    await opensAtFirstStep(page);
  });

  it('issue 50: the method form, BookingWidget.open(), is intent before loader-modes.js too', async () => {
    const { page, asked } = await openVenue('/modal.html');
    expect(asked).toEqual(['/loader.js']);
    const before = await page.evaluate(() => {
      const api = (window as unknown as { BookingWidget: Record<string, unknown> }).BookingWidget;
      return ['open', 'close', 'on', 'off'].map((name) => typeof api[name]).join();
    });
    expect(before).toBe('function,function,function,function');
    await page.evaluate(() => {
      const api = (
        window as unknown as {
          BookingWidget: { open(o: object): unknown; on(n: string, f: () => void): void };
        }
      ).BookingWidget;
      // A listener added through the method before intent hears the widget once it is in.
      api.on('loaded', () => ((window as unknown as { loadedHeard: boolean }).loadedHeard = true));
      api.open({ system: 'se_demo', unit: '1', lang: 'en' });
    });
    await startsFirstStep(asked);
    await opensAtFirstStep(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { loadedHeard?: boolean }).loadedHeard))
      .toBe(true);
  });

  it('issue 50: with data-prefetch="idle" the files come in idle time, without intent', async () => {
    const { asked } = await openVenue('/idle.html');
    expect(asked).toEqual(expect.arrayContaining(['/loader.js', ...FIRST_STEP_FILES]));
  });

  it('issue 50: with Save-Data on, data-prefetch="idle" fetches nothing before intent', async () => {
    const { page, asked } = await openVenue('/idle.html', () => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      });
    });
    expect(asked).toEqual(['/loader.js']);
    // Intent still works.
    await page.locator('#book').hover();
    await startsFirstStep(asked);
  });

  it.each([
    ['inline', '/inline.html', '/widget.js'],
    ['iframe', '/iframe.html', '/loader-modes.js'],
  ])(
    'issue 50: %s mode is visible and starts at once, without intent',
    async (_mode, path, file) => {
      const { asked } = await openVenue(path);
      expect(asked).toContain(file);
    },
  );
});

/** The venue's modal page, its launcher clicked after a hover, with the widget's bundle held. */
async function openHeldModal() {
  const { page, asked } = await openVenue('/modal.html');
  const held: Route[] = [];
  let open = false;
  await page.route(/\/widget-[A-Z0-9]+\.js$/, (route) =>
    open ? route.continue() : void held.push(route),
  );
  await page.locator('#book').hover();
  await expect.poll(() => asked.includes('/first-paint.js')).toBe(true);
  await page.locator('#book').click();
  const dialog = page.locator('dialog[data-booking-widget-modal]');
  await dialog.locator('[data-first-paint] button[aria-label="2 guests"]').waitFor();
  const release = async () => {
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { page, dialog, held, release };
}

describe('issue 50: a modal opened before the bundle has run', () => {
  it('issue 50: the first paint’s close button, like React’s, asks before leaving once the widget is in', async () => {
    const { page, dialog, release } = await openHeldModal();
    // The modal's header as React draws it: the menu and the close button.
    const close = dialog.locator(
      '[data-first-paint] [part="header"] button[aria-label="Close booking"]',
    );
    await close.click();
    await release();
    await expect.poll(() => dialog.locator('[data-first-paint]').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Leave the booking?' }).count())
      .toBe(1);
  });

  it('issue 50: shows the guests step the loader’s first paint draws, and a party size chosen there carries to React', async () => {
    // The widget's bundle is held at the network: only the first paint can draw.
    const { page, dialog, held, release } = await openHeldModal();
    const twoGuests = dialog.locator('[data-first-paint] button[aria-label="2 guests"]');
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => !!customElements.get('booking-widget'))).toBe(false);
    await expectNoAxeViolations(page);
    await twoGuests.click();
    await release();
    await expect.poll(() => dialog.locator('[data-first-paint]').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .not.toBe('Choose number of guests');
    expect(
      await dialog.getByTestId('wizard-summary').getByRole('listitem').allTextContents(),
    ).toContain('2 guests');
  });
});
