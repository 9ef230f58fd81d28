// Issue 32 (a click on a first-paint button shows the next step within a round trip): for a
// venue that asks for children (doc 1 §2 Children step), a party size chosen before React has
// arrived shows the children step at once, drawn from first-paint-children-<hash>.js, which the
// build renders from React's WizardFrame and ChildrenStep. The widget's bundle is held at the
// network, so the first paint is all the guest has; then it is let through. Checked: the same
// element and accessibility tree as React's step, axe, no shift at the hand-over, focus on the
// title, the number of children kept as a prefill (inline and full page), Back, and the
// module cut off or not asked for.
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoAt } from './demoAt.ts';
import { DESKTOP, PHONE } from './harness.ts';
import { layoutTree } from './layoutTree.ts';
import {
  animationsFinished,
  expectNoAxeViolations,
  holdSanitizer,
  screenshot,
  widget,
} from './support.ts';

const demo = demoAt(Date.UTC(2026, 10, 23, 9, 0));
const CHILDREN_MODULE = /\/first-paint-children-[A-Z0-9]{8}\.js$/;

type Settings = Record<string, Record<string, unknown>>;

/**
 * A page at `path` with the widget's bundle held and `edit` applied to the settings answer;
 * resolved once the first paint's party sizes are there.
 */
async function heldPage(
  path: string,
  size = PHONE,
  options: { edit?: (settings: Settings) => void; before?: (page: Page) => Promise<unknown> } = {},
) {
  const page = await demo.harness.newPage(size, { fixedTime: Date.UTC(2026, 10, 23, 9, 0) });
  const { edit } = options;
  if (edit) {
    await page.route(/\/externalBookingSettings\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Settings;
      edit(body);
      await route.fulfill({ response, json: body });
    });
  }
  await options.before?.(page);
  const held: Route[] = [];
  let open = false;
  await page.route(/\/widget-[A-Z0-9]+\.js$/, (route) =>
    open ? route.continue() : void held.push(route),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: 'commit' });
  await paint(page).locator('button[aria-label="2 guests"]').waitFor();
  const release = async () => {
    open = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { page, release, errors };
}

const paint = (page: Page) => widget(page).locator('[data-first-paint]:not(style)');
const paintGone = (page: Page) =>
  expect.poll(() => widget(page).locator('[data-first-paint]').count()).toBe(0);

/** The first paint's step (its wizard part's data-step). */
const paintStep = (page: Page) =>
  paint(page).locator('[part="wizard"]').getAttribute('data-step', { timeout: 5_000 });

/** The wizard part's element tree (layoutTree.ts) and the boxes of its title, list and buttons. */
async function wizardTree(page: Page) {
  const boxes = await page.evaluate(() => {
    const root = document.querySelector('booking-widget')!.shadowRoot!;
    const visible = [...root.children].find(
      (child) => child.tagName !== 'STYLE' && getComputedStyle(child).display !== 'none',
    )!;
    const round = (r: DOMRect) =>
      [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',');
    return [...visible.querySelectorAll('[part="wizard"] :is(h2, ul, button)')].map(
      (el) => `${el.tagName} ${round(el.getBoundingClientRect())}`,
    );
  });
  return { tree: await layoutTree(page, '[part="wizard"]'), boxes };
}

/** The element focused in the widget: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('booking-widget')!.shadowRoot!.activeElement;
    return active ? `${active.tagName} ${active.textContent}` : null;
  });

async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.shifts.push((entry as unknown as { value: number }).value);
      }
    }).observe({ type: 'layout-shift' });
  });
}

describe('the children step before React (issue 32; doc 1 §2 Children step)', () => {
  test('inline: a party size chosen before React shows the children step at once, the same as React draws it, with axe and no shift at the hand-over', async () => {
    const { page, release, errors } = await heldPage('/site/inline.html');
    await paint(page).getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => paintStep(page)).toBe('GuestsChildren');
    const step = paint(page);
    await expect
      .poll(() => step.getByRole('heading', { level: 2 }).textContent())
      .toBe('How many of them are children?');
    // 0 to guests − 1 children, the party in the summary, "Step 2 of 5".
    expect(await step.locator('ul button').allTextContents()).toEqual(['0', '1']);
    expect(await step.getByRole('list', { name: 'Your choices' }).textContent()).toBe('2 guests');
    expect(await step.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    // Focus follows to the new step's title, as React moves it.
    await expect.poll(() => focused(page)).toBe('H2 How many of them are children?');
    expect(await page.locator('booking-widget').getAttribute('guests')).toBe('2');
    await expectNoAxeViolations(page);
    await screenshot(page, 'first-paint-children-phone');
    const before = await wizardTree(page);
    const aria = await paint(page).locator('[part="wizard"]').ariaSnapshot();
    await watchShifts(page);
    await release();
    await paintGone(page);
    await widget(page).getByTestId('children-step').waitFor();
    const after = await wizardTree(page);
    expect(before.tree).toMatch(
      /button aria-label=1 child aria-pressed=false class=bw-\w+ type=button 1$/m,
    );
    expect(after.tree).toBe(before.tree);
    expect(after.boxes).toEqual(before.boxes);
    expect(await widget(page).locator('[part="wizard"]').ariaSnapshot()).toBe(aria);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
    await expect.poll(() => focused(page)).toBe('H2 How many of them are children?');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('a number of children chosen before React is kept: React opens on the date with both, reported once each (doc 2 §7)', async () => {
    const { page, release } = await heldPage('/site/inline.html');
    await page.evaluate(() => {
      const w = window as unknown as { named: string[] };
      w.named = [];
      document.addEventListener('booking-widget:analytics', (event) => {
        const detail = (event as CustomEvent<{ kind: string; name: string }>).detail;
        if (detail.kind === 'named') w.named.push(detail.name);
      });
    });
    await paint(page).getByRole('button', { name: '3 guests', exact: true }).click();
    const oneChild = paint(page).getByRole('button', { name: '1 child', exact: true });
    await oneChild.click();
    expect(await oneChild.getAttribute('aria-pressed')).toBe('true');
    expect(
      await paint(page).getByRole('button', { name: '0 children' }).getAttribute('aria-pressed'),
    ).toBe('false');
    const element = page.locator('booking-widget');
    expect([await element.getAttribute('guests'), await element.getAttribute('children')]).toEqual([
      '3',
      '1',
    ]);
    await release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).locator('[part="wizard"]').getAttribute('data-step'))
      .toBe('Date');
    await expect
      .poll(() => widget(page).getByTestId('wizard-summary').textContent())
      .toBe('3 guests1 child');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { named: string[] }).named))
      .toEqual(['GuestsSelected', 'SelectChildrenAmount']);
  });

  test('money and data: the party and children chosen before React are the ones the venue receives in the booking', async () => {
    const { page, release } = await heldPage('/site/inline.html');
    await paint(page).getByRole('button', { name: '3 guests', exact: true }).click();
    await paint(page).getByRole('button', { name: '1 child', exact: true }).click();
    await release();
    await paintGone(page);
    const title = widget(page).getByTestId('step-title');
    await expect.poll(() => title.textContent()).toBe('Choose a date');
    // The first day with tables (the demo's clock stands at 23 November 2026).
    await widget(page)
      .locator('[role="gridcell"] button:not([disabled]):not([aria-disabled="true"])')
      .first()
      .click();
    await expect.poll(() => title.textContent()).toBe('Choose a time');
    await widget(page)
      .getByRole('button', { name: /^\d\d:\d\d/ })
      .first()
      .click();
    await expect.poll(() => widget(page).getByTestId('details-intro').count()).toBe(1);
    const route = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('booking-widget:route:'));
      return key ? sessionStorage.getItem(key) : null;
    });
    const guid = /\/finalize\/([0-9a-f-]{36})/.exec(route ?? '')?.[1];
    expect(guid, String(route)).toBeTruthy();
    const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings/${guid}`, {
      headers: { system: 'se_demo' },
    });
    const booking = (await res.json()) as { guests: number; guestsChildren: number };
    expect([booking.guests, booking.guestsChildren]).toEqual([3, 1]);
  });

  test('Back on the children step before React returns to the party sizes and takes the party back', async () => {
    const { page, release } = await heldPage('/site/inline.html');
    await paint(page).getByRole('button', { name: '4 guests', exact: true }).click();
    await paint(page).getByRole('button', { name: '2 children' }).click();
    await paint(page).getByRole('button', { name: 'Back' }).click();
    expect(await paintStep(page)).toBe('Guests');
    await expect.poll(() => focused(page)).toBe('H2 Choose number of guests');
    const element = page.locator('booking-widget');
    expect([await element.getAttribute('guests'), await element.getAttribute('children')]).toEqual([
      null,
      null,
    ]);
    const pressed = await paint(page).locator('ul button[aria-pressed="true"]').count();
    expect(pressed).toBe(0);
    // Chosen again, the children step shows the new party.
    await paint(page).getByRole('button', { name: '5 guests', exact: true }).click();
    await expect.poll(() => paint(page).locator('ul button').count()).toBe(5);
    await paint(page).getByRole('button', { name: 'Back' }).click();
    await release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).getByTestId('step-title').textContent())
      .toBe('Choose number of guests');
  });

  test('a click on the children step after the bundle ran is replayed on React', async () => {
    // The sanitiser's chunk is held, so React's children step waits behind the first paint for
    // the welcome text (handOver.ts) after the bundle has run.
    let sanitizer!: Awaited<ReturnType<typeof holdSanitizer>>;
    const { page, release } = await heldPage('/site/inline.html', PHONE, {
      before: async (p) => {
        sanitizer = await holdSanitizer(p);
      },
    });
    await paint(page).getByRole('button', { name: '2 guests', exact: true }).click();
    await expect.poll(() => paintStep(page)).toBe('GuestsChildren');
    await release();
    await expect.poll(() => widget(page).getByTestId('children-step').count()).toBe(1);
    await expect.poll(() => sanitizer.held()).toBe(true);
    expect(await widget(page).locator('[data-first-paint]').count()).toBeGreaterThan(0);
    await paint(page).getByRole('button', { name: '1 child', exact: true }).click();
    await sanitizer.release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).getByTestId('wizard-summary').textContent())
      .toBe('2 guests1 child');
  });

  test('full page: the number of children goes into the address, React opens on the date, and Back returns to the children step', async () => {
    const { page, release } = await heldPage('/se_demo/1', DESKTOP);
    await paint(page).getByRole('button', { name: '3 guests', exact: true }).click();
    await paint(page).getByRole('button', { name: '0 children' }).click();
    const query = new URL(page.url()).searchParams;
    expect([query.get('guests'), query.get('children')]).toEqual(['3', '0']);
    await animationsFinished(page);
    // The pressed count in the venue's colour, as React draws it.
    expect(
      await paint(page)
        .getByRole('button', { name: '0 children' })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe('rgb(31, 58, 95)'); // #1f3a5f, the demo venue's primary;
    await expectNoAxeViolations(page);
    await screenshot(page, 'first-paint-children-desktop');
    await release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).locator('[part="wizard"]').getAttribute('data-step'))
      .toBe('Date');
    await page.goBack();
    await expect
      .poll(() => widget(page).getByTestId('step-title').textContent())
      .toBe('How many of them are children?');
  });

  test('the module cut off: the party size stays chosen and React shows the children step', async () => {
    const { page, release, errors } = await heldPage('/site/inline.html', PHONE, {
      before: (p) => p.route(CHILDREN_MODULE, (route) => route.abort('connectionreset')),
    });
    await paint(page).getByRole('button', { name: '2 guests', exact: true }).click();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect(await paintStep(page)).toBe('Guests');
    expect(
      await paint(page)
        .getByRole('button', { name: '2 guests', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).getByTestId('step-title').textContent())
      .toBe('How many of them are children?');
    expect(errors).toEqual([]);
  });

  test('a venue that does not ask for children never fetches the module', async () => {
    const asked: string[] = [];
    const { page, release } = await heldPage('/site/inline.html', PHONE, {
      edit: (settings) => {
        settings.unitsMetaData!.activateWebChildren = false;
      },
      before: async (p) => p.on('request', (request) => asked.push(request.url())),
    });
    await paint(page).getByRole('button', { name: '2 guests', exact: true }).click();
    await release();
    await paintGone(page);
    await expect
      .poll(() => widget(page).locator('[part="wizard"]').getAttribute('data-step'))
      .toBe('Date');
    expect(asked.filter((url) => CHILDREN_MODULE.test(url))).toEqual([]);
  });
});
