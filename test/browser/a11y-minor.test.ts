import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { bookingApi } from './bookingApi.ts';
import { expectNoAxeViolations } from './support.ts';

// Issue 52's minor findings: what a keyboard or screen-reader guest still met. Tuesday
// 1 December 2026, 08:00 in Stockholm, as in a11y-focus.test.ts.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

/** What the widget's shadow root has focused: its test id, name attribute and text. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.querySelector('booking-widget')?.shadowRoot?.activeElement;
    if (!active) return null;
    return {
      testId: active.getAttribute('data-testid'),
      name: active.getAttribute('name'),
      text: active.textContent ?? '',
    };
  });
}

/** The texts of the widget's alerts, as a screen reader would be told of them. */
const alerts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll('[role="alert"]'),
    ].map((el) => el.textContent),
  );

/** The details form of Middag at 18:00 on 2 December for two. */
async function detailsForm(page: Page) {
  await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a time');
  await page
    .locator('[data-row="Middag"]')
    .getByRole('button', { name: /^18:00/ })
    .first()
    .click();
  await expect.poll(() => page.getByTestId('details-form').count(), { timeout: 10_000 }).toBe(1);
}

describe('issue 52: errors do not interrupt typing (doc 1 §5 Contact, WCAG 4.1.3)', () => {
  it('a field marked invalid keeps its message while the guest types; a submit announces', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
    await detailsForm(page);
    const phone = page.getByLabel('Mobile number');
    await phone.click();
    await page.keyboard.type('07');
    await phone.blur();
    const error = page.locator('[id$="mobile-error"]');
    await expect.poll(() => error.count()).toBe(1);
    const message = await error.textContent();
    // Left with an error, the message shows and is read with the field, but is no alert.
    expect(await alerts(page)).toEqual([]);
    await phone.click();
    for (const key of '0123456') {
      await page.keyboard.type(key);
      expect(await alerts(page)).toEqual([]);
      expect(await error.textContent()).toBe(message);
    }
    // A submit is the one moment the messages are announced, and the first takes the focus.
    await page.getByTestId('details-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((f) => f?.name)).toBe('fname');
    const said = await alerts(page);
    expect(said).toContain('Required');
    expect(said.length).toBeGreaterThan(1);
    // Typing again quiets them: the next keystroke is not interrupted.
    await page.keyboard.type('A');
    await expect.poll(() => alerts(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: Change booking › Contact details, Save stays reachable (doc 2 §4 Edit, WCAG 3.3.1)', () => {
  const { booked } = bookingApi(() => demo.harness.server.url);

  it('Save reads as off yet Tab reaches it; a press shows what is missing and focuses it', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await demo.open(`/booking/se_demo/${guid}`, DESKTOP);
    await expect.poll(() => page.getByTestId('edit-open').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Contact details' }).click();
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.getByTestId('edit-contact-form').count()).toBe(1);
    for (const label of ['First name', 'Email'])
      expect(
        await dialog
          .getByLabel(label, { exact: true })
          .evaluate((el) => (el as HTMLInputElement).required),
        label,
      ).toBe(true);
    const save = dialog.getByTestId('edit-save');
    // No change yet: Save is off for assistive technology, not for the keyboard.
    expect(await save.getAttribute('aria-disabled')).toBe('true');
    expect(await save.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(false);
    await dialog.getByLabel('First name', { exact: true }).fill('');
    await dialog.getByTestId('edit-back').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('edit-save');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page).then((f) => f?.name)).toBe('fname');
    expect(await alerts(page)).toEqual(['Required']);
    expect(await dialog.count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

/** The pre-order step of Julbord (a menu that asks for a choice) at 12:00 on Wednesday. */
async function openPreorder() {
  const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
  await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a time');
  await page
    .getByRole('group', { name: 'Julbord', exact: true })
    .getByRole('button', { name: /^12:00/ })
    .click();
  await expect
    .poll(() => page.getByTestId('preorder-continue').count(), { timeout: 10_000 })
    .toBe(1);
  return page;
}

describe('issue 52: pre-order, one announcement naming the open groups (doc 1 §4 Preorder)', () => {
  it('a menu that asks for a choice offers no "without items"; Continue says once which groups are open', async () => {
    const page = await openPreorder();
    const proceed = page.getByTestId('preorder-continue');
    expect(await proceed.textContent()).toBe('Continue');
    expect(await alerts(page)).toEqual([]);
    await proceed.click();
    await expect.poll(() => alerts(page).then((said) => said.length)).toBe(1);
    const [said] = await alerts(page);
    expect(said).toMatch(/^Still to choose: Sittning, .* and .*\.$/);
    // The count of an item is told with its noun, not as a bare number.
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    await panel.getByRole('button', { name: 'Add one Första sittning', exact: true }).click();
    const quantity = panel
      .getByRole('group', { name: 'Första sittning', exact: true })
      .getByTestId('quantity');
    await expect.poll(() => quantity.locator('[aria-hidden="true"]').textContent()).toBe('1');
    expect(await quantity.getAttribute('aria-live')).toBe('polite');
    expect(
      await quantity.evaluate((el) =>
        [...el.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden')))
          .map((node) => node.textContent)
          .join(''),
      ),
    ).toBe('1 chosen');
    // Fixing a group does not announce the list again.
    expect(await alerts(page)).toEqual([said]);
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: the booking-request calendar shows what is true (doc 1 §2 Date step, §4)', () => {
  it('an open day takes a request: no "Fully booked" dot on it', async () => {
    const page = await demo.open('/site/inline.html', DESKTOP);
    await page.getByRole('button', { name: '9 or more guests' }).click();
    await page.getByRole('button', { name: 'Send a booking request' }).click();
    await page.getByRole('button', { name: 'Continue to the request' }).click();
    await page.getByLabel('Number of guests').fill('12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a date');
    const day = page.locator('button[data-date="2026-12-02"]');
    await expect.poll(() => day.getAttribute('data-status')).toBe('available');
    expect(await day.getAttribute('aria-label')).toBe('Wednesday, 2 December 2026');
    const marks = await page
      .locator('[role="grid"] button[data-status]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
    expect(marks).not.toContain('fullyBooked');
    expect(marks).toContain('available');
    expect(await page.locator('[role="grid"] [data-mark="fullyBooked"]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: a declined payment is announced (doc 2 §8, WCAG 4.1.3)', () => {
  it('back from the terminal, the failure takes the focus and is in view', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', PHONE);
    await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a time');
    await page
      .locator('[data-row="Bar kväll"]')
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('details-form').count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Lindqvist');
    await page.getByLabel('Country calling code').selectOption('SE');
    await page.getByLabel('Mobile number').fill('070-123 45 67');
    await page.getByLabel('Email').fill('anna@example.com');
    await page.getByLabel('Company name').fill('Lindqvist AB');
    await page.getByTestId('details-submit').click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: 'Fail: card declined' }).click();
    const notice = page.getByTestId('details-notice');
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('details-notice');
    expect(await notice.textContent()).toContain('The card registration did not go through');
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: the chosen party size and children read as pressed (doc 1 §2 Guests, Children)', () => {
  const title = (page: Page) => page.getByTestId('step-title').textContent();
  const pressed = (page: Page) =>
    page.locator('booking-widget button[aria-pressed="true"]').getAttribute('aria-label');

  it('the choice reads as pressed; after Back the earlier one shows pressed, and only it', async () => {
    const page = await demo.open('/site/inline.html', DESKTOP);
    await expect.poll(() => title(page)).toBe('Choose number of guests');
    expect(await page.locator('booking-widget button[aria-pressed="true"]').count()).toBe(0);
    await page.getByRole('button', { name: '3 guests', exact: true }).click();
    await expect.poll(() => title(page)).toBe('How many of them are children?');
    await page.getByRole('button', { name: '1 child', exact: true }).click();
    await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a date');
    // Back from the date asks for the party again (doc 1 §2 Back): the earlier one shows pressed.
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => title(page)).toBe('Choose number of guests');
    await expect.poll(() => pressed(page)).toBe('3 guests');
    expect(await page.locator('booking-widget button[aria-pressed="true"]').count()).toBe(1);
    await page.getByRole('button', { name: '3 guests', exact: true }).click();
    await expect.poll(() => title(page)).toBe('How many of them are children?');
    await expect.poll(() => pressed(page)).toBe('1 child');
    expect(await page.locator('booking-widget button[aria-pressed="true"]').count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: the full page names the step and the venue; inline leaves the host alone (WCAG 2.4.2, 1.3.1)', () => {
  const headings = (page: Page, level: number) =>
    page.evaluate(
      (h) => document.querySelector('booking-widget')!.shadowRoot!.querySelectorAll(h).length,
      `h${level}`,
    );

  it.each([
    ['en', 'Choose a time'],
    ['sv', 'Välj tid'],
  ])('full page (%s): the title follows the step; one h1, one main', async (lang, step) => {
    const page = await demo.open(
      `/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web&lang=${lang}`,
      DESKTOP,
    );
    await expect.poll(() => page.getByTestId('step-title').textContent()).toBe(step);
    const venue = 'Smak & Sill';
    await expect.poll(() => page.title()).toBe(`${step} – ${venue}`);
    // One h1 in the page, shadow roots included: the page's, named as the title is.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      `${step} – ${venue}`,
    ]);
    expect(await headings(page, 1)).toBe(0);
    expect(await page.locator('main booking-widget').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    await page
      .locator('[data-row="Middag"]')
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('details-form').count(), { timeout: 10_000 }).toBe(1);
    const details = (await page.getByTestId('step-title').textContent())!;
    await expect.poll(() => page.title()).toBe(`${details} – ${venue}`);
    await expectNoAxeViolations(page);
  });

  it('inline, the host page keeps its own title and headings', async () => {
    const page = await demo.open('/site/inline.html', DESKTOP);
    const hostTitle = await page.title();
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .toBe('Choose number of guests');
    await page.getByRole('button', { name: '2 guests', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('step-title').textContent())
      .toBe('How many of them are children?');
    expect(await page.title()).toBe(hostTitle);
    // The host's h1 is the page's one: the widget adds none.
    expect(await headings(page, 1)).toBe(0);
  });
});

describe('issue 52: the venue’s names carry the venue’s language (WCAG 3.1.2)', () => {
  it('an English page marks the Swedish rule and room names as Swedish; a Swedish page need not', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
    const row = page.locator('[data-row="Middag"] h4');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('lang')).toBe('sv');
    const rooms = await page
      .locator('booking-widget [data-section] h3')
      .evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    expect(rooms.length).toBeGreaterThan(0);
    expect(new Set(rooms)).toEqual(new Set(['sv']));
    await expectNoAxeViolations(page);

    const swedish = await demo.open(
      '/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web&lang=sv',
      DESKTOP,
    );
    const rowSv = swedish.locator('[data-row="Middag"] h4');
    await expect.poll(() => rowSv.count()).toBe(1);
    expect(await rowSv.getAttribute('lang')).toBeNull();
  });

  it('an activity’s name on its card is marked as Swedish on an English page', async () => {
    const page = await demo.open(
      '/se_demo/2/activity-booking?guests=4&children=0&date=2026-12-02',
      DESKTOP,
    );
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    const names = await page
      .getByTestId('activity-card')
      .locator('h3')
      .evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    expect(names).toEqual(['sv', 'sv', 'sv', 'sv']);
  });
});

describe('issue 52: modal mode, its name in the page’s language and focus after the exit warning (doc 2 §2)', () => {
  const dialog = (page: Page) => page.locator('dialog[data-booking-widget-modal]');
  /** The focused element inside the widget's shadow root: its accessible label. */
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const host = document.querySelector('dialog[data-booking-widget-modal] booking-widget');
      const active = host?.shadowRoot?.activeElement;
      return active ? (active.getAttribute('aria-label') ?? active.textContent) : null;
    });

  it('a Swedish page names the dialog in Swedish; Escape on the exit warning returns focus where it was', async () => {
    const page = await demo.open('/site/modal.html', DESKTOP);
    // The page is Swedish; its button asks for the widget in Swedish too.
    await page
      .getByRole('button', { name: 'Book a table' })
      .evaluate((button) => button.setAttribute('data-lang', 'sv'));
    await page.getByRole('button', { name: 'Book a table' }).click();
    await expect.poll(() => dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const guests = page
      .locator('booking-widget')
      .getByRole('button', { name: '2 gäster', exact: true });
    await expect
      .poll(() => page.locator('booking-widget').getByTestId('step-title').textContent())
      .toBe('Välj antal gäster');
    await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Onlinebokning');
    await guests.focus();
    expect(await focusedLabel(page)).toBe('2 gäster');
    await page.keyboard.press('Escape');
    const stay = page.getByRole('button', { name: 'Stanna kvar' });
    await stay.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => stay.count()).toBe(0);
    expect(await dialog(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await expect.poll(() => focusedLabel(page)).toBe('2 gäster');
    await expectNoAxeViolations(page);
  });
});

/**
 * The hold taken just now: no warning 57 minutes on, then two minutes before it lapses the dialog
 * with focus on Keep (issue 52, WCAG 2.2.1).
 */
async function expectHoldWarning(page: Page, warning: Locator) {
  await page.clock.fastForward(57 * 60_000);
  expect(await warning.count()).toBe(0);
  await page.clock.fastForward(61_000);
  await expect.poll(() => warning.count()).toBe(1);
  await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('hold-extend');
  await expectNoAxeViolations(page);
}

describe('issue 52: the hold warning on the pre-order step too (WCAG 2.2.1)', () => {
  it('two minutes before the hold lapses on the pre-order step, a dialog offers to keep the booking', async () => {
    const page = await openPreorder();
    const warning = page.getByRole('dialog', { name: 'Do you need more time?' });
    await expectHoldWarning(page, warning);
  });
});

describe('issue 52: the hold warning on the activity step too (WCAG 2.2.1)', () => {
  it('with an activity added (the booking held), two minutes before the hold lapses a dialog offers to keep it', async () => {
    const page = await demo.open(
      '/se_demo/2/activity-booking?guests=4&children=0&date=2026-12-02',
      DESKTOP,
    );
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    const warning = page.getByRole('dialog', { name: 'Do you need more time?' });
    // Nothing held yet: no warning, however long the guest looks.
    await page.clock.fastForward(59 * 60_000);
    expect(await warning.count()).toBe(0);
    await page.getByTestId('activity-card').first().getByTestId('activity-choose').click();
    const modal = page.getByRole('dialog');
    await modal
      .getByTestId('activity-slot')
      .filter({ hasText: /^12:00/ })
      .click();
    await modal.getByTestId('activity-primary').click();
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(3);
    await expectHoldWarning(page, warning);
  });
});
