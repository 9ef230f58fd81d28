import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm. Julbord (rule 4, 12:00 and 13:00, Tuesday to
// Sunday) carries the seed's menu of all nine group types with requireMenuSelection; stock:
// Skåne akvavit 20, O.P. Anderson 0, Gravlax 6.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const continueButton = (page: Page) => page.getByTestId('preorder-continue');
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });
/** The visible tab panel (the others are hidden). */
const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const addButton = (page: Page, item: string) =>
  panel(page).getByRole('button', { name: `Add one ${item}`, exact: true });
const removeButton = (page: Page, item: string) =>
  panel(page).getByRole('button', { name: `Remove one ${item}`, exact: true });
const quantityOf = (page: Page, item: string) =>
  panel(page)
    .getByRole('group', { name: item, exact: true })
    .getByTestId('quantity')
    .locator('[aria-hidden="true"]')
    .textContent();

/** The widget's route path, as it keeps it (inline mode leaves the host page's URL alone). */
function routeOf(page: Page): Promise<string> {
  return page.locator('booking-widget').evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('booking-widget:route:'));
    return (key ? sessionStorage.getItem(key) : null) ?? location.pathname;
  });
}

async function guidIn(page: Page, segment: 'preorder' | 'finalize'): Promise<string> {
  const pattern = new RegExp(`/${segment}/([0-9a-f-]{36})`);
  await expect.poll(async () => pattern.test(await routeOf(page))).toBe(true);
  return pattern.exec(await routeOf(page))![1]!;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);
}

async function openJulbord(size: { width: number; height: number }): Promise<Page> {
  const page = await demo.harness.newPage(size, { fixedTime: NOW });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/site/inline.html');
  await page.getByRole('button', { name: '2 guests', exact: true }).click();
  await page.getByRole('button', { name: '0 children' }).click();
  await page
    .getByRole('gridcell')
    .getByRole('button', { name: / 2 December 2026/ })
    .click();
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
  await page
    .getByRole('group', { name: 'Julbord', exact: true })
    .getByRole('button', { name: /^12:00/ })
    .click();
  await expect.poll(() => title(page).textContent()).toBe('Pre-order');
  await expect.poll(() => continueButton(page).count()).toBe(1);
  return page;
}

async function add(page: Page, item: string, times = 1) {
  for (let i = 0; i < times; i += 1) await addButton(page, item).click();
}

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => selectedTab(page).textContent()).toMatch(name);
}

/** What every group of the seed menu holds after the guest's choices, as the API stores it. */
const CHOSEN = { 501: 1, 503: 2, 508: 2, 510: 2, 512: 1, 513: 1, 514: 2 };

async function storedQuantities(guid: string) {
  const booking = await api(`WebBooking/WebBookings/${guid}`);
  const items = booking.menus[0].groups.flatMap(
    (g: { items: { articleID: number; quantity: number }[] }) => g.items,
  );
  return {
    status: booking.menus[0].status as number,
    quantities: Object.fromEntries(
      items
        .filter((i: { quantity: number }) => i.quantity > 0)
        .map((i: { articleID: number; quantity: number }) => [i.articleID, i.quantity]),
    ),
  };
}

describe('pre-order: a Julbord booking goes through the menu as a guest chooses it', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'Continue jumps to each invalid group; limits and stock hold; the API stores the menu (%s)',
    async (name, size) => {
      const page = await openJulbord(size);
      const firstGuid = await guidIn(page, 'preorder');
      expect(await selectedTab(page).textContent()).toBe('Om julbordet');
      // The menu asks for a choice: no "without items" way on is offered (issue 52).
      expect(await continueButton(page).textContent()).toBe('Continue');
      await expectNoAxeViolations(page);
      await screenshot(page, `preorder-1-start-${name}`);

      // Continue with nothing chosen: the first invalid group's tab, its message, focus on it.
      await continueButton(page).click();
      await expect.poll(() => selectedTab(page).textContent()).toMatch(/^Sittning/);
      await expect.poll(() => isFocused(selectedTab(page))).toBe(true);
      expect(await panel(page).locator('[data-kind="error"]').textContent()).toBe(
        'Choose exactly one.',
      );
      expect(await title(page).textContent()).toBe('Pre-order');
      await expectNoAxeViolations(page);
      await screenshot(page, `preorder-2-invalid-${name}`);

      // SingleChoice: add is blocked at one, remove at zero.
      await add(page, 'Första sittning');
      expect(await addButton(page, 'Andra sittning').getAttribute('aria-disabled')).toBe('true');
      // A pointer press on the blocked control changes nothing.
      await addButton(page, 'Andra sittning').click({ force: true });
      expect(await quantityOf(page, 'Andra sittning')).toBe('0');
      expect(await removeButton(page, 'Andra sittning').getAttribute('aria-disabled')).toBe('true');
      expect(await panel(page).locator('[data-kind="error"]').count()).toBe(0);

      // The optional groups before it are valid, so Continue goes on to the next required one.
      await continueButton(page).click();
      await expect.poll(() => selectedTab(page).textContent()).toMatch(/^Varmrätt/);

      // Stock: O.P. Anderson is out; its add is blocked and says so.
      await openTab(page, /^Snaps/);
      const outOfStock = panel(page).getByTestId('menu-item').filter({ hasText: 'O.P. Anderson' });
      expect(await outOfStock.textContent()).toContain('Out of stock');
      await addButton(page, 'O.P. Anderson 4 cl').click({ force: true });
      expect(await quantityOf(page, 'O.P. Anderson 4 cl')).toBe('0');
      expect(await addButton(page, 'O.P. Anderson 4 cl').getAttribute('aria-disabled')).toBe(
        'true',
      );
      await add(page, 'Skåne akvavit 4 cl', 2);
      expect(await panel(page).textContent()).toMatch(/SEK\s65/);
      await screenshot(page, `preorder-3-stock-${name}`);

      // LimitedChoices: a third kind is blocked once two are chosen; remove frees it again.
      await openTab(page, /^Tillbehör/);
      expect(await removeButton(page, 'Janssons frestelse').getAttribute('aria-disabled')).toBe(
        'true',
      );
      await add(page, 'Janssons frestelse');
      await add(page, 'Prinskorv');
      expect(await addButton(page, 'Rödbetssallad').getAttribute('aria-disabled')).toBe('true');
      // Each number of the hint in its own sentence, for plural selection (issue 17).
      expect(await panel(page).textContent()).toContain(
        'Choose up to 2 different kinds. 0 kinds left.',
      );
      await removeButton(page, 'Janssons frestelse').click();
      await removeButton(page, 'Prinskorv').click();
      expect(await addButton(page, 'Rödbetssallad').getAttribute('aria-disabled')).toBeNull();

      await openTab(page, /^Varmrätt/);
      await add(page, 'Julskinka', 2);
      await openTab(page, /^Dessert/);
      await add(page, 'Risalamalta', 2);
      // LimitedMinMaxChoicesToGuests has a minimum only (doc 1 §5, issue 36): two guests may
      // order a third dessert, and the hint counts it.
      expect(await addButton(page, 'Pepparkaksglass').getAttribute('aria-disabled')).toBeNull();
      expect(await addButton(page, 'Risalamalta').getAttribute('aria-disabled')).toBeNull();
      await add(page, 'Pepparkaksglass');
      expect(await quantityOf(page, 'Pepparkaksglass')).toBe('1');
      expect(await panel(page).textContent()).toContain('3 chosen so far.');
      await removeButton(page, 'Pepparkaksglass').click();
      expect(await quantityOf(page, 'Pepparkaksglass')).toBe('0');

      // Keyboard only: arrow to the next tab, Tab into the panel, Enter on the + buttons.
      await selectedTab(page).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedTab(page).textContent()).toMatch(/^Glögg/);
      await expect.poll(() => isFocused(selectedTab(page))).toBe(true);
      await page.keyboard.press('Tab'); // the panel
      await page.keyboard.press('Tab'); // − Glögg med alkohol
      await page.keyboard.press('Tab'); // + Glögg med alkohol
      await expect.poll(() => isFocused(addButton(page, 'Glögg med alkohol'))).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab'); // + Alkoholfri glögg
      await page.keyboard.press('Space');
      expect(await quantityOf(page, 'Glögg med alkohol')).toBe('1');
      expect(await quantityOf(page, 'Alkoholfri glögg')).toBe('1');
      // LimitedToGuests: one per guest, so a third is refused, and focus stays on the button.
      await page.keyboard.press('Enter');
      expect(await quantityOf(page, 'Alkoholfri glögg')).toBe('1');
      await expect.poll(() => isFocused(addButton(page, 'Alkoholfri glögg'))).toBe(true);
      expect(await panel(page).textContent()).toContain(
        'Choose exactly 2: one per guest. 2 chosen so far.',
      );

      // Continue from here finds the next invalid group from the current tab on: the coffee.
      await continueButton(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => selectedTab(page).textContent()).toMatch(/^Kaffe/);
      await expect.poll(() => isFocused(selectedTab(page))).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab'); // + Bryggkaffe
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      expect(await quantityOf(page, 'Bryggkaffe')).toBe('2');
      await expectNoAxeViolations(page);
      await screenshot(page, `preorder-4-filled-${name}`);

      // Every group holds: Continue saves through Respond and moves on to the details step.
      expect(await continueButton(page).textContent()).toBe('Continue with 11 items');
      // Issue 36 (WCAG 1.3.1): the pre-order is counted once the time is known to have a menu.
      const position = () => page.getByRole('progressbar').getAttribute('aria-valuetext');
      expect(await position()).toBe('Step 5 of 6');
      await continueButton(page).click();
      await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
      expect(await position()).toBe('Step 6 of 6');
      expect(await guidIn(page, 'finalize')).toBe(firstGuid);
      expect(await storedQuantities(firstGuid)).toEqual({ status: 2, quantities: CHOSEN });
    },
  );

  it('going back to pre-order after confirming asks nothing and re-creates the booking with the quantities', async () => {
    const page = await openJulbord(DESKTOP);
    const firstGuid = await guidIn(page, 'preorder');
    await openTab(page, /^Sittning/);
    await add(page, 'Första sittning');
    await openTab(page, /^Snaps/);
    await add(page, 'Skåne akvavit 4 cl', 2);
    for (const [tab, item, times] of [
      [/^Varmrätt/, 'Julskinka', 2],
      [/^Dessert/, 'Risalamalta', 2],
      [/^Glögg/, 'Glögg med alkohol', 1],
      [/^Glögg/, 'Alkoholfri glögg', 1],
      [/^Kaffe/, 'Bryggkaffe', 2],
    ] as const) {
      await openTab(page, tab);
      await add(page, item, times);
    }
    await continueButton(page).click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    expect((await storedQuantities(firstGuid)).status).toBe(2);

    // doc 1 §2 Back navigation: back to the pre-order keeps the time and every quantity, so it
    // asks nothing (issue 36: the dialog said the time would be released).
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => title(page).textContent()).toBe('Pre-order');
    expect(await page.getByRole('dialog', { name: 'Go back?' }).count()).toBe(0);
    await expect.poll(async () => /\/preorder\//.test(await routeOf(page))).toBe(true);
    // A new booking under a new guid, its menu not yet answered, the old one released.
    await expect.poll(async () => (await guidIn(page, 'preorder')) !== firstGuid).toBe(true);
    const secondGuid = await guidIn(page, 'preorder');
    await expect.poll(() => continueButton(page).textContent()).toBe('Continue with 11 items');
    expect((await storedQuantities(secondGuid)).status).toBe(1);
    await expect
      .poll(async () => (await api(`WebBooking/WebBookings/${firstGuid}`)).status)
      .not.toBe(112);
    await openTab(page, /^Kaffe/);
    expect(await quantityOf(page, 'Bryggkaffe')).toBe('2');

    await continueButton(page).click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    expect(await guidIn(page, 'finalize')).toBe(secondGuid);
    expect(await storedQuantities(secondGuid)).toEqual({ status: 2, quantities: CHOSEN });
  });

  it('issue 31: a reload on the pre-order step keeps every quantity chosen; the booking released, they are gone', async () => {
    const page = await openJulbord(DESKTOP);
    const guid = await guidIn(page, 'preorder');
    await openTab(page, /^Sittning/);
    await add(page, 'Första sittning');
    await openTab(page, /^Snaps/);
    await add(page, 'Skåne akvavit 4 cl', 2);
    await openTab(page, /^Varmrätt/);
    await add(page, 'Julskinka', 2);
    // Nothing is saved to the API before Continue; the browser keeps the choices.
    expect((await storedQuantities(guid)).quantities).toEqual({});
    await page.reload();
    await expect.poll(() => continueButton(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await guidIn(page, 'preorder')).toBe(guid);
    await openTab(page, /^Sittning/);
    expect(await quantityOf(page, 'Första sittning')).toBe('1');
    await openTab(page, /^Snaps/);
    expect(await quantityOf(page, 'Skåne akvavit 4 cl')).toBe('2');
    await openTab(page, /^Varmrätt/);
    expect(await quantityOf(page, 'Julskinka')).toBe('2');
    const kept = () =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes(':menu:')));
    expect(await kept()).toHaveLength(1);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('menu'))),
    ).toEqual([]);
    // Back to the times releases the booking (doc 1 §4), and its choices go with it.
    await page.getByTestId('wizard-back').click();
    await page.getByRole('button', { name: 'Go back', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await expect.poll(() => kept(), { timeout: 10_000 }).toEqual([]);
  });

  it('on a phone the tab list scrolls by 450 px with its arrow', async () => {
    const page = await openJulbord(PHONE);
    const list = page.getByRole('tablist', { name: 'Menu groups' });
    const overflow = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(450);
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.locator('[data-tabs-scroll="next"]').click();
    await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft))).toBe(450);
  });
});
