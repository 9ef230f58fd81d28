import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DESKTOP, PHONE, startHarness, type Harness } from './harness.ts';
import { control, expectNoAxeViolations, screenshot, watchNetwork } from './support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  await control(harness.server.url, 'faults/clear');
});

const title = (page: Page) => page.getByTestId('step-title');

/** Records every API request with its start and end, to find the same GET in flight twice. */
function recordRequests(page: Page) {
  const log: { url: string; start: number; end?: number }[] = [];
  const open = new Map<Request, (typeof log)[number]>();
  page.on('request', (request) => {
    const entry = { url: request.url(), start: Date.now() };
    log.push(entry);
    open.set(request, entry);
  });
  const done = (request: Request) => {
    const entry = open.get(request);
    if (entry) entry.end = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return log;
}

describe('shell: venue settings, theme and layout', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows the venue logo, cover and colours (%s)', async (name, size) => {
    const page = await harness.newPage(size);
    await page.goto('/site/inline.html');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    const logo = page.getByRole('img', { name: 'Smak & Sill logo' });
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const cover = page.locator(
      `booking-widget img[data-cover="${name === 'phone' ? '1:1' : '32:9'}"]`,
    );
    // The first paint's drawing stays until React's screen is complete (loader/firstPaint/
    // listenUntilHandOver.ts), React's hidden beside it: the check waits for the hand-over.
    await expect.poll(() => cover.count()).toBe(1);
    expect(await cover.isVisible()).toBe(true);
    const ratio = await cover.evaluate((img) => img.clientWidth / img.clientHeight);
    expect(ratio).toBeCloseTo(name === 'phone' ? 1 : 32 / 9, 1);
    const primary = await page
      .locator('booking-widget')
      .evaluate((host) => getComputedStyle(host).getPropertyValue('--bw-primary').trim());
    expect(primary).toBe('#1f3a5f');
    const contentWidth = await page
      .locator('booking-widget [part="wizard"]')
      .evaluate((el) => el.clientWidth);
    expect(contentWidth).toBeLessThanOrEqual(560);
    if (name === 'desktop') {
      const side = page.locator('booking-widget [part="side"]');
      expect(await side.isVisible()).toBe(true);
      expect(await side.evaluate((el) => el.getBoundingClientRect().width)).toBe(360);
    }
    await expectNoAxeViolations(page);
    await screenshot(page, `shell-start-${name}`);
  });

  it('a venue text with markup keeps only its links and line breaks', async () => {
    const page = await harness.newPage();
    await page.goto('/site/inline.html');
    const intro = page.getByTestId('venue-intro');
    await expect.poll(() => intro.locator('a').count()).toBeGreaterThan(0);
    const html = await intro.innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('a logo that fails to load is replaced by the venue name', async () => {
    const page = await harness.newPage();
    await page.route('**/demo/images/logo-*', (route) => route.abort());
    await page.goto('/site/inline.html');
    await expect.poll(() => page.getByTestId('venue-name').textContent()).toBe('Smak & Sill');
  });
});

describe('shell: language', () => {
  it('switching to nb re-renders in Norwegian without a reload', async () => {
    const page = await harness.newPage();
    await page.goto('/site/inline.html');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Norsk bokmål' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Velg antall gjester');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-menu-nb-desktop');
  });
});

describe('shell: privacy policy dialog', () => {
  it('opens with 12 sections and the venue policy, closes with Esc and returns focus', async () => {
    const page = await harness.newPage(PHONE);
    await page.goto('/site/inline.html');
    await page.getByRole('button', { name: 'Menu' }).click();
    const privacyButton = page.getByRole('button', { name: 'Privacy policy' });
    await privacyButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect.poll(() => dialog.getByTestId('privacy-policy').locator('h3').count()).toBe(13);
    expect(await dialog.getByTestId('venue-policy').textContent()).toContain(
      'personuppgiftsansvarig',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-privacy-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const focused = await page.evaluate(() => {
      const root = document.querySelector('booking-widget')!.shadowRoot!;
      return root.activeElement?.textContent ?? null;
    });
    expect(focused).toBe('Privacy policy');
  });
});

describe('shell: error pages', () => {
  it('an unknown unit shows the broken-link page', async () => {
    const page = await harness.newPage(PHONE);
    await page.goto('/se_demo/999');
    const alert = page.locator('booking-widget [data-error-page]');
    await expect.poll(() => alert.getAttribute('data-error-page')).toBe('brokenLink');
    expect(await page.getByRole('heading', { name: 'This link does not work' }).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'shell-broken-link-phone');
  });

  it('an injected 504 shows the server-error page, and Try again recovers', async () => {
    await control(harness.server.url, 'faults', {
      pattern: 'externalbookingsettings',
      status: 504,
    });
    const page = await harness.newPage();
    await page.goto('/site/inline.html');
    const errorPage = page.locator('booking-widget [data-error-page]');
    await expect.poll(() => errorPage.getAttribute('data-error-page')).toBe('serverError');
    await screenshot(page, 'shell-server-error-desktop');
    await control(harness.server.url, 'faults/clear');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  });

  it('a malformed settings answer shows the generic page', async () => {
    const page = await harness.newPage();
    await page.route('**/externalBookingSettings/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"unitsMetaData": {"name": 5}}',
      }),
    );
    await page.goto('/site/inline.html');
    const errorPage = page.locator('booking-widget [data-error-page]');
    await expect.poll(() => errorPage.getAttribute('data-error-page')).toBe('generic');
    expect(await page.getByText('The page could not be retrieved.').isVisible()).toBe(true);
  });

  it('the network going offline shows the no-connection page, and coming back removes it', async () => {
    const page = await harness.newPage(PHONE);
    await page.goto('/site/inline.html');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await page.context().setOffline(true);
    const errorPage = page.locator('booking-widget [data-error-page]');
    await expect.poll(() => errorPage.getAttribute('data-error-page')).toBe('noConnection');
    await screenshot(page, 'shell-offline-phone');
    await page.context().setOffline(false);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  });
});

describe('shell: independence, routing and requests', () => {
  it('two widgets for different units on one page stay independent', async () => {
    const page = await harness.newPage();
    await page.goto('/site/two-widgets.html');
    const restaurant = page.locator('#restaurant');
    const activities = page.locator('#activities');
    await expect
      .poll(() => restaurant.getByRole('img', { name: 'Smak & Sill logo' }).count())
      .toBe(1);
    await expect
      .poll(() => activities.getByRole('img', { name: 'Kul & Kägel logo' }).count())
      .toBe(1);
    await restaurant.getByRole('button', { name: 'Menu' }).click();
    await restaurant.getByRole('button', { name: 'Svenska' }).click();
    await expect
      .poll(() => restaurant.getByTestId('step-title').textContent())
      .not.toBe('Choose number of guests');
    // The other widget keeps its own language and store.
    expect(await activities.getByTestId('step-title').textContent()).toBe(
      'Choose number of guests',
    );
    const primaries = await page.evaluate(() =>
      ['#restaurant', '#activities'].map((id) =>
        getComputedStyle(document.querySelector(id)!).getPropertyValue('--bw-primary').trim(),
      ),
    );
    expect(primaries[0]).not.toBe(primaries[1]);
  });

  it('full-page mode follows browser back and forward', async () => {
    const page = await harness.newPage();
    // A day inside the booking window: a prefilled day outside it is dropped (routing-wizard.md).
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/se_demo/1/availability?guests=2&children=0&date=${tomorrow}`);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
    await expect.poll(() => title(page).textContent()).not.toBe('Choose a time');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1/availability');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
  });

  it('no request is sent twice at once, and none twice at all while loading', async () => {
    const page = await harness.newPage();
    const log = recordRequests(page);
    const network = watchNetwork(page);
    await page.goto('/site/two-widgets.html');
    await expect.poll(() => page.locator('#activities').getByTestId('step-title').count()).toBe(1);
    await network.quiet();
    const api = log.filter((r) => r.url.includes('/api/') || r.url.includes('/locales/'));
    const overlapping = api.filter((a, i) =>
      api.some(
        (b, j) =>
          j !== i &&
          a.url === b.url &&
          b.start < (a.end ?? Infinity) &&
          a.start < (b.end ?? Infinity),
      ),
    );
    expect(overlapping).toEqual([]);
    const settingsCalls = api
      .filter((r) => /externalbookingsettings/i.test(r.url))
      .map((r) => r.url);
    expect(settingsCalls.sort()).toHaveLength(2);
    expect(new Set(settingsCalls).size).toBe(2);
  });

  it('moving the element in the DOM keeps its state, with no new settings call', async () => {
    const page = await harness.newPage();
    let settingsCalls = 0;
    page.on('request', (r) => {
      if (/externalbookingsettings/i.test(r.url())) settingsCalls++;
    });
    await page.goto('/site/inline.html');
    await page.getByRole('button', { name: '3 guests', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    await page.evaluate(() => {
      const widget = document.querySelector('booking-widget')!;
      document.querySelector('header')!.append(widget);
    });
    await expect.poll(() => title(page).textContent()).toBe('How many of them are children?');
    expect(await page.getByTestId('wizard-summary').textContent()).toContain('3 guests');
    expect(settingsCalls).toBe(1);
  });

  it('the nonce attribute reaches every style tag the widget inserts (strict CSP hosts)', async () => {
    const page = await harness.newPage();
    await page.goto('/site/index.html');
    await page.setContent(
      '<booking-widget system="se_demo" unit="1" nonce="n0nce"></booking-widget>',
    );
    await page.addScriptTag({ url: `${harness.server.url}/loader.js` });
    await expect.poll(() => title(page).count()).toBe(1);
    const nonces = await page.evaluate(() =>
      [...document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('style')].map(
        (s) => s.nonce || s.getAttribute('nonce'),
      ),
    );
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set(['n0nce']));
  });

  it('a lang attribute changed after start switches the language in place', async () => {
    const page = await harness.newPage();
    await page.goto('/site/tag.html');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await page.locator('booking-widget').evaluate((el) => el.setAttribute('lang', 'sv'));
    await expect.poll(() => title(page).textContent()).toBe('Välj antal gäster');
  });

  it('modal mode: the close button warns first, then tells the host to close', async () => {
    const page = await harness.newPage(PHONE);
    await page.goto('/site/index.html');
    await page.setContent(
      '<booking-widget system="se_demo" unit="1" mode="modal"></booking-widget>',
    );
    await page.evaluate(() => {
      (window as unknown as { closeEvents: number }).closeEvents = 0;
      document.addEventListener(
        'booking-widget:close',
        () => (window as unknown as { closeEvents: number }).closeEvents++,
      );
    });
    await page.addScriptTag({ url: `${harness.server.url}/loader.js` });
    await page.getByRole('button', { name: 'Close booking' }).click();
    const warning = page.getByRole('dialog', { name: 'Leave the booking?' });
    await expect.poll(() => warning.count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(
      await page.evaluate(() => (window as unknown as { closeEvents: number }).closeEvents),
    ).toBe(0);
    await page.getByRole('button', { name: 'Close booking' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { closeEvents: number }).closeEvents))
      .toBe(1);
  });

  it("the generic page's Try again returns to the last known venue and reloads (full page)", async () => {
    const page = await harness.newPage();
    await page.goto('/se_demo/1');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    // The next visit, to another path of the venue, gets a malformed answer once.
    let broken = 0;
    await page.route('**/externalBookingSettings/**', (route) =>
      broken++ === 0
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
        : route.continue(),
    );
    await page.goto('/se_demo/1/availability');
    const errorPage = page.locator('booking-widget [data-error-page]');
    await expect.poll(() => errorPage.getAttribute('data-error-page')).toBe('generic');
    await screenshot(page, 'shell-generic-error-desktop');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/se_demo/1');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  });
});
