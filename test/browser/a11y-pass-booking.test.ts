import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';
import { expectFocus, expectSaid, focusedAt, liveTexts, tabTo, typeDetails } from './a11yPass.ts';

// Issue 52, the keyboard-and-screen-reader pass: each guest flow driven by Tab, Enter, Space,
// the arrows and Escape alone; after each action that changes the page, where focus lands and
// what a live region says. Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December
// is open, Saturday 5 December full with a waiting list (as checkout.test.ts).
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const title = (page: Page) => page.getByTestId('step-title');

/** Tabs into the date grid (one Tab stop) and walks it with the arrows to `day` December. */
async function toDay(page: Page, day: number) {
  await tabTo(page, /^BUTTON \w+,? \d+ December 2026/);
  const target = new RegExp(`^BUTTON \\w+,? ${day} December 2026`);
  for (let i = 0; i < 31 && !target.test(await focusedAt(page)); i++) {
    const at = Number(/ (\d+) December/.exec(await focusedAt(page))![1]);
    await page.keyboard.press(at < day ? 'ArrowRight' : 'ArrowLeft');
  }
  await expectFocus(page, target);
}

/** Book (or its kind) by keyboard once the form is filled; focus and view go to the outcome. */
async function book(page: Page, label: RegExp, heading: string) {
  await tabTo(page, label);
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.getByTestId('booking-heading').textContent(), { timeout: 20_000 })
    .toBe(heading);
  await expectFocus(page, new RegExp(`^H\\d ${heading}$`));
}

describe('issue 52 pass: a table booking by keyboard (doc 1 §2, §4, §5)', () => {
  it('each step takes focus on its heading; a submit with gaps focuses and announces them', async () => {
    const page = await demo.open('/site/inline.html', PHONE);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    // The first paint leaves the host's focus alone.
    expect(await focusedAt(page)).toBe('BODY');
    await tabTo(page, /^BUTTON 2 guests$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 How many of them are children\?$/);
    await tabTo(page, /^BUTTON 0 children$/);
    await page.keyboard.press('Space');
    await expectFocus(page, /^H2 Choose a date$/);
    await page.getByRole('gridcell').getByRole('button').first().waitFor();
    // The month's title is a polite region: a month button says the month. January 2027 ends
    // the booking window, so Next month turns off and focus goes to Previous month (and back).
    await tabTo(page, /^BUTTON Next month$/);
    await page.keyboard.press('Enter');
    await expectSaid(page, 'January 2027');
    await expectFocus(page, /^BUTTON Previous month$/);
    await page.keyboard.press('Enter');
    await expectSaid(page, 'December 2026');
    await expectFocus(page, /^BUTTON Next month$/);
    await tabTo(page, /^BUTTON \w+,? 1 December 2026/);
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, /^BUTTON \w+,? 2 December 2026/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose a time$/);
    // Back (doc 1 §2) takes focus to the date step's heading, and on again.
    await tabTo(page, /^BUTTON Back$/, { back: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose a date$/);
    await page.getByRole('gridcell').getByRole('button').first().waitFor();
    await toDay(page, 2);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose a time$/);
    await page.locator('[data-row="Middag"]').getByRole('button').first().waitFor();
    await tabTo(page, /^BUTTON 18:00/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Confirm your details$/);
    await page.getByTestId('details-form').waitFor();
    // Nothing said yet: no field has been left.
    expect((await liveTexts(page)).filter((s) => s === 'Required')).toEqual([]);
    await tabTo(page, /^BUTTON Book$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^INPUT First name/);
    await expectSaid(page, 'Required');
    // The first keystroke quiets the alerts (issue 52: errors do not interrupt typing).
    await page.keyboard.type('Anna');
    await expect.poll(() => page.locator('booking-widget [role="alert"]').count()).toBe(0);
    await tabTo(page, /^INPUT Last name/);
    await page.keyboard.type('Lindqvist');
    await tabTo(page, /^INPUT Mobile number/);
    await page.keyboard.type('07400 123456');
    await tabTo(page, /^INPUT Email/);
    await page.keyboard.type('anna@example.com');
    await tabTo(page, /^INPUT Company name/);
    await page.keyboard.type('Lindqvist AB');
    await book(page, /^BUTTON Book$/, 'Booking confirmed');
    await expectNoAxeViolations(page);
  });
});

describe('issue 52 pass: the waiting list by keyboard (doc 1 §4 Waiting list)', () => {
  it('the dialog takes focus, Escape returns it to the time; Join goes to the details heading', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-05', DESKTOP);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .getByRole('button', { name: /waiting list/i })
      .first()
      .waitFor();
    await tabTo(page, /^BUTTON .*waiting list/i);
    const opener = await focusedAt(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    // Focus is in the dialog, on one of its controls (the platform's showModal).
    await expect
      .poll(() => dialog.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expectFocus(page, new RegExp(`^${opener.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(1);
    // Focus starts on the dialog's first control (Close); the chosen time is pressed already.
    expect(await focusedAt(page)).toBe('BUTTON Close');
    await tabTo(page, /^BUTTON 17:15$/);
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.locator('button[aria-pressed="true"]').count()).toBe(2);
    // The pressed option keeps focus and reads as pressed.
    expect(await focusedAt(page)).toBe('BUTTON 17:15');
    await tabTo(page, /^BUTTON Join for 2 /);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Confirm your details$/);
    await page.getByTestId('details-form').waitFor();
    await typeDetails(page);
    await book(page, /^BUTTON Join the waiting list$/, 'You are on the waiting list');
    await expectNoAxeViolations(page);
  });
});

describe('issue 52 pass: a booking request by keyboard (doc 1 §4 Booking request)', () => {
  it('intro, party, date, time and details each take focus; a wrong party is announced, and Continue focuses it', async () => {
    const page = await demo.open('/site/inline.html', DESKTOP);
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await tabTo(page, /^BUTTON 9 or more guests$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^BUTTON Send a booking request$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('request-intro').count()).toBe(1);
    await expectFocus(page, /^H2 /);
    await tabTo(page, /^BUTTON Continue to the request$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 /);
    await tabTo(page, /^INPUT Number of guests/);
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    // Left wrong, the field shows its message, tied to it, but does not interrupt (the rule of
    // the details form: announced on submit).
    const message = page.getByTestId('request-guests-form').getByText(/at least 9/);
    await message.waitFor();
    expect(await liveTexts(page)).not.toContainEqual(expect.stringMatching(/at least 9/));
    // Continue with the party still wrong: focus goes back to the field, and the message is said.
    await tabTo(page, /^BUTTON Continue$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^INPUT Number of guests/);
    await expectSaid(page, /at least 9/);
    // Typing quiets it: the message kept up to date is not said at every keystroke.
    await page.keyboard.type('0');
    await expect.poll(() => liveTexts(page)).not.toContainEqual(expect.stringMatching(/at least/));
    await page.keyboard.press('Backspace');
    expect(await title(page).textContent()).not.toBe('Choose a date');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    await tabTo(page, /^BUTTON Continue$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose a date$/);
    await page.getByRole('gridcell').getByRole('button').first().waitFor();
    await toDay(page, 2);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose a time$/);
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .waitFor();
    await tabTo(page, /^BUTTON 18:00/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Confirm and send request$/);
    await page.getByTestId('details-form').waitFor();
    await typeDetails(page);
    await book(page, /^BUTTON Send booking request$/, 'Request sent');
    await expectNoAxeViolations(page);
  });
});

describe('issue 52 pass: pre-order by keyboard (doc 1 §4 Preorder)', () => {
  it('Continue with gaps announces them once and focuses the first open tab; arrows walk the tabs; a count is said with its noun', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    const julbord = page.getByRole('group', { name: 'Julbord', exact: true });
    await julbord.getByRole('button', { name: /^12:00/ }).waitFor();
    await tabTo(page, /^BUTTON 12:00/);
    // The first 12:00 the keyboard meets may be another rule's: go on to Julbord's.
    for (let i = 0; i < 20; i++) {
      const inJulbord = await julbord
        .getByRole('button', { name: /^12:00/ })
        .evaluate((b) => b === (b.getRootNode() as ShadowRoot).activeElement);
      if (inJulbord) break;
      await page.keyboard.press('Tab');
      await tabTo(page, /^BUTTON 12:00/);
    }
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Pre-order$/, 20_000);
    await page.getByTestId('preorder-continue').waitFor();
    await tabTo(page, /^BUTTON Continue$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^BUTTON Sittning/);
    await expectSaid(page, /^Still to choose: Sittning, .* and .*\.$/);
    // Inside the tab panel: Tab moves from the tab into its panel, to the first Add.
    await tabTo(page, /^BUTTON Add one Första sittning$/);
    await page.keyboard.press('Enter');
    await expectSaid(page, '1 chosen');
    // Focus stays on the stepper's button.
    expect(await focusedAt(page)).toBe('BUTTON Add one Första sittning');
    // Back to the tabs; the arrows walk them.
    await tabTo(page, /^BUTTON Sittning/, { back: true });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedAt(page)).not.toMatch(/^BUTTON Sittning/);
    await expectNoAxeViolations(page);
  });
});
