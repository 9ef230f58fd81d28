import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, startHarness, type Harness } from './harness.ts';
import { control, expectNoAxeViolations, screenshot, settled } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm (as in wizard.test.ts): Saturday 5 December has
// a waiting list, and the booking window reaches well into 2027.
const NOW = Date.parse('2026-12-01T07:00:00Z');

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  await control(harness.server.url, 'clock', { set: NOW });
  await control(harness.server.url, 'reset');
});

async function open(path: string, size: { width: number; height: number } = DESKTOP) {
  const page = await harness.newPage(size, { fixedTime: NOW });
  await page.goto(path);
  return page;
}

/** A page in a browser whose preferred language is `locale` (closed with the harness). */
async function openInLocale(path: string, locale: string) {
  const context = await harness.browser.newContext({
    viewport: DESKTOP,
    baseURL: harness.server.url,
    locale,
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const title = (page: Page) => page.getByTestId('step-title');

/** The whole box is inside the viewport, without scrolling. */
async function expectInViewport(locator: Locator, height: number) {
  const box = await locator.boundingBox();
  expect(box, 'element has no box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

async function coverLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('booking-widget img[data-cover="1:1"]')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

describe('guest-fixes 2: the venue information on phones', () => {
  it('the welcome text with its phone and website links shows below the step', async () => {
    const page = await open('/se_demo/1', PHONE);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    const intro = page.getByTestId('venue-intro');
    // The step's title can be drawn a moment before the welcome text (a busy machine, in CI).
    await expect.poll(() => intro.isVisible()).toBe(true);
    expect(await intro.getByRole('heading').textContent()).toBe('Välkommen till Smak & Sill');
    const phone = intro.getByRole('link', { name: '08-123 45 67' });
    // The venue text is sanitised by a lazily loaded DOMPurify: its links come a moment later.
    await phone.waitFor();
    expect(await phone.isVisible()).toBe(true);
    expect(await phone.getAttribute('href')).toBe('tel:+4681234567');
    const website = intro.getByRole('link', { name: 'besök vår webbplats' });
    expect(await website.isVisible()).toBe(true);
    // Below the step, so it never pushes the first choices down.
    const lastChoice = await page.getByRole('button', { name: '9 or more guests' }).boundingBox();
    const introBox = await intro.boundingBox();
    expect(introBox!.y).toBeGreaterThan(lastChoice!.y + lastChoice!.height);
    await expectNoAxeViolations(page);
  });
});

describe('guest-fixes 3: the first step is in sight on phones', () => {
  it.each([
    ['full page, 375×812', '/se_demo/1', PHONE],
    ['inline on a host page, 375×812', '/site/inline.html', PHONE],
    ['full page, short 375×667 screen', '/se_demo/1', { width: 375, height: 667 }],
  ])('the title and the first row of guest buttons are visible (%s)', async (_name, path, size) => {
    const page = await open(path, size);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await coverLoaded(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInViewport(title(page), size.height);
    for (const name of ['1 guest', '2 guests', '3 guests', '4 guests']) {
      await expectInViewport(page.getByRole('button', { name, exact: true }), size.height);
    }
    await screenshot(
      page,
      `guest-fixes-fold-${path.includes('inline') ? 'inline' : 'page'}-${size.height}`,
      { fullPage: false },
    );
  });

  it('no empty band sits above the progress bar on the first step', async () => {
    const page = await open('/se_demo/1', PHONE);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    // React's step, once the first paint (drawn before it on the full page) has given way.
    await expect.poll(() => page.locator('booking-widget [data-first-paint]').count()).toBe(0);
    const gap = await page.locator('booking-widget [part="wizard"]').evaluate((wizard) => {
      const bar = wizard.querySelector('[role="progressbar"]')!;
      return bar.getBoundingClientRect().top - wizard.getBoundingClientRect().top;
    });
    expect(gap).toBeLessThan(8);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('the first step passes axe once its cover has loaded (%s)', async (name, size) => {
    const page = await open('/se_demo/1', size);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await coverLoaded(page).catch(() => undefined);
    await expectNoAxeViolations(page);
    await screenshot(page, `guest-fixes-first-step-${name}`);
  });
});

describe('guest-fixes 6: unknown languages fall back to English (doc 2 §9)', () => {
  it.each([
    ['a de-DE browser', '/se_demo/1', 'de-DE'],
    ['?lang=xx in a de-DE browser', '/se_demo/1?lang=xx', 'de-DE'],
  ])('%s gets English, not Swedish', async (_name, path, locale) => {
    const page = await openInLocale(path, locale);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  });

  it('a supported browser language still wins (sv-SE gets Swedish)', async () => {
    const page = await openInLocale('/se_demo/1?lang=xx', 'sv-SE');
    await expect.poll(() => title(page).textContent()).toBe('Välj antal gäster');
  });
});

/** Every dayStates request the page sends, with the month it asks for. */
function recordDayStates(page: Page) {
  const log: { from: string; done: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/\/daystates$/i.test(url.pathname)) return;
    const entry = { from: url.searchParams.get('fromDate') ?? '', done: false };
    log.push(entry);
    const finish = () => void (entry.done = true);
    void request.response().then(finish, finish);
  });
  return log;
}

describe('guest-fixes 8: calendar and time buttons', () => {
  it('8a the next month is fetched while the guest looks at this one, and shows at once', async () => {
    const page = await harness.newPage(DESKTOP, { fixedTime: NOW });
    const log = recordDayStates(page);
    await page.goto('/se_demo/1?guests=2&children=0');
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await expect.poll(() => page.getByTestId('calendar-grid').count()).toBe(1);
    // The prefetch of January has answered.
    await expect
      .poll(() => log.filter((r) => r.from.startsWith('2027-01') && r.done).length)
      .toBe(1);
    const before = log.length;
    await page.locator('booking-widget').evaluate((host) => {
      const root = host.shadowRoot!;
      const seen = { skeleton: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (root.querySelector('[data-calendar-loading]')) seen.skeleton = true;
      }).observe(root, { subtree: true, childList: true });
    });
    await page.getByTestId('calendar-next').click();
    await expect
      .poll(() => page.getByTestId('calendar-title').textContent())
      .toMatch(/january 2027/i);
    expect(await page.getByTestId('calendar-grid').count()).toBe(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { seen: { skeleton: boolean } }).seen.skeleton,
      ),
    ).toBe(false);
    // Whatever is prefetched now is a later month (February, where the booking window reaches
    // it), never January again: checked once every request asked for has answered.
    await settled(page);
    await expect.poll(() => log.every((r) => r.done)).toBe(true);
    const after = log.slice(before);
    expect(after.filter((r) => r.from.startsWith('2027-01'))).toEqual([]);
    expect(after.every((r) => r.from.startsWith('2027-02'))).toBe(true);
    // Never the same month twice in all.
    const months = log.map((r) => r.from);
    expect(new Set(months).size).toBe(months.length);
  });

  it('8b a waiting-list time is announced as "17:00, Waiting list" (Chromium name)', async () => {
    const page = await open('/se_demo/1/availability?guests=2&children=0&date=2026-12-05');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await expect
      .poll(() => page.locator('booking-widget [data-kind="waitList"]').count())
      .toBeGreaterThan(0);
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const names = nodes
      .filter((n) => n.role?.value === 'button' && /waiting list/i.test(n.name?.value ?? ''))
      .map((n) => n.name!.value);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\d\d:\d\d, Waiting list$/);
    await expectNoAxeViolations(page);
  });

  it('8c PageDown while a month is loading moves on to the month after it', async () => {
    // On 31 December the window (yesterday + 2 months) reaches 28 February: three months.
    const lastDay = Date.parse('2026-12-31T09:00:00Z');
    await control(harness.server.url, 'clock', { set: lastDay });
    await control(harness.server.url, 'reset');
    // Every month takes 1.5 s to arrive, so January is still loading after the first PageDown.
    await control(harness.server.url, 'faults', { pattern: 'daystates', delayMs: 1500 });
    const page = await harness.newPage(DESKTOP, { fixedTime: lastDay });
    await page.goto('/se_demo/1?guests=2&children=0');
    const grid = page.getByTestId('calendar-grid');
    await expect.poll(() => grid.count(), { timeout: 10_000 }).toBe(1);
    const focused = () =>
      page
        .locator('booking-widget')
        .evaluate((host) => host.shadowRoot!.activeElement?.getAttribute('data-date') ?? null);
    await grid.locator('button[data-date="2026-12-31"]').focus();
    expect(await focused()).toBe('2026-12-31');
    await page.keyboard.press('PageDown');
    expect(await page.locator('booking-widget [data-calendar-loading]').count()).toBe(1);
    await page.keyboard.press('PageDown');
    await expect
      .poll(() => page.getByTestId('calendar-title').textContent(), { timeout: 10_000 })
      .toMatch(/february 2027/i);
    await expect.poll(focused, { timeout: 10_000 }).toBe('2027-02-28');
  });
});
