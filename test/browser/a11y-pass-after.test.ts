import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { bookingApi, stockholm } from './bookingApi.ts';
import { control, expectNoAxeViolations } from './support.ts';
import { expectFocus, expectSaid, focusedAt, tabTo } from './a11yPass.ts';

// Issue 52, the keyboard-and-screen-reader pass, continued: activities, the booking page's
// actions and modal mode, by keyboard alone; after each change, where focus lands and what a
// live region says. Tuesday 1 December 2026, 08:00 in Stockholm, as a11y-focus.test.ts.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { booked, call, fillTime } = bookingApi(() => demo.harness.server.url);

const dialog = (page: Page) => page.locator('booking-widget dialog[open]');
const heading = (page: Page) => page.getByTestId('booking-heading');

describe('issue 52 pass: activities by keyboard (doc 1 §4 Activity modal)', () => {
  it('Escape returns focus to "Choose a time"; adding focuses the next card and says so; removing focuses the heading and says so', async () => {
    const page = await demo.open(
      '/se_demo/2/activity-booking?guests=4&children=0&date=2026-12-02',
      DESKTOP,
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    await tabTo(page, /^BUTTON Choose a time$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectFocus(page, /^BUTTON Choose a time$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByTestId('activity-slot').count()).toBeGreaterThan(0);
    await tabTo(page, /^BUTTON 12:00/);
    await page.keyboard.press('Space');
    await tabTo(page, /^BUTTON Continue with 12:00/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    // Bowling's card left the list; the next card's "Choose a time" has focus.
    await expectFocus(page, /^BUTTON Choose a time$/);
    await expectSaid(page, 'Added to your activities: Bowling 60 min, 12:00.');
    expect(await page.getByTestId('activity-card').count()).toBe(3);
    await tabTo(page, /^BUTTON Change or remove Bowling 60 min$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await tabTo(page, /^BUTTON Remove activity$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectFocus(page, /^H2 /);
    await expectSaid(page, 'Removed from your activities: Bowling 60 min.');
    await expectNoAxeViolations(page);
  });

  it('an activity with a menu: the dialog’s menu step takes focus; its Continue closes it, focuses the card in its place and says what was added', async () => {
    const page = await demo.open(
      '/se_demo/2/activity-booking?guests=4&children=0&date=2026-12-02',
      PHONE,
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    const karaoke = page
      .getByTestId('activity-card')
      .filter({ has: page.getByRole('heading', { name: 'Karaoke 90 min' }) })
      .getByTestId('activity-choose');
    await karaoke.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByTestId('activity-slot').count()).toBeGreaterThan(0);
    await tabTo(page, /^BUTTON 16:00/);
    await page.keyboard.press('Space');
    await tabTo(page, /^BUTTON Continue/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByTestId('activity-menu').count()).toBe(1);
    // The times and their button are gone: focus goes to the menu's first tab, not to the page.
    await expect
      .poll(() =>
        dialog(page).evaluate((d) => {
          const active = (d.getRootNode() as ShadowRoot).activeElement;
          return d.contains(active) ? active?.getAttribute('role') : 'outside';
        }),
      )
      .toBe('tab');
    await tabTo(page, /^BUTTON Continue/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectSaid(page, 'Added to your activities: Karaoke 90 min, 16:00.');
    // Karaoke was the last card: the one now last (Escape room) takes focus.
    await expectFocus(page, /^BUTTON Choose a time$/);
  });
});

describe('issue 52 pass: the booking page’s actions by keyboard (doc 2 §2, §4)', () => {
  async function openBooking(guid: string, button: string) {
    const page = await demo.open(`/booking/se_demo/${guid}`, PHONE);
    await expect.poll(() => page.getByTestId(button).count(), { timeout: 15_000 }).toBe(1);
    return page;
  }

  it('Cancel: Escape on the question returns to the button; Yes focuses the new status and says it; To booking start focuses the first step', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid, 'cancel-booking');
    await tabTo(page, /^BUTTON Cancel booking$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectFocus(page, /^BUTTON Cancel booking$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await tabTo(page, /^BUTTON Yes, cancel$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H\d Booking cancelled$/);
    await expectSaid(page, (await page.getByTestId('cancel-done').textContent())!);
    await expectNoAxeViolations(page);
    // To booking start leaves the page: the first step's heading takes focus, not the page.
    await tabTo(page, /^(A|BUTTON) To booking start$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose number of guests$/);
  });

  it('Leave the waiting list: focus on the new status, which says the guest has left', async () => {
    const guid = await booked(2, '2026-12-05', '19:00', { isWaitList: true });
    const page = await openBooking(guid, 'cancel-booking');
    expect(await heading(page).textContent()).toBe('You are on the waiting list');
    await tabTo(page, /^BUTTON .*waiting list$/i);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await tabTo(page, /^BUTTON Yes, cancel$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent()).not.toBe('You are on the waiting list');
    await expectFocus(page, new RegExp(`^H\\d ${(await heading(page).textContent())!}$`));
    await expectSaid(page, 'You have left the waiting list.');
  });

  it('Accept the proposal: focus on the status heading; the new message is read with it', async () => {
    const guid = await booked(2, '2026-12-02', '19:00', { guests: 12, isInquiry: true });
    await control(demo.harness.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('2026-12-02', '20:30'),
    });
    const page = await openBooking(guid, 'proposal-accept');
    await tabTo(page, /^BUTTON Accept/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('proposal-panel').count()).toBe(0);
    await expectFocus(page, /^H\d Request sent$/);
    await expectSaid(page, /You accepted the proposal/);
    await expectNoAxeViolations(page);
  });

  it('Decline the proposal: focus goes to the message; Send focuses the new status and says it', async () => {
    const guid = await booked(2, '2026-12-02', '19:00', { guests: 12, isInquiry: true });
    await control(demo.harness.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('2026-12-02', '20:30'),
    });
    const page = await openBooking(guid, 'proposal-decline');
    await tabTo(page, /^BUTTON Decline$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await tabTo(page, /^TEXTAREA Message to the venue/);
    // Send with no message: focus goes back to it, and what it needs is said.
    await tabTo(page, /^BUTTON Decline the proposal$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^TEXTAREA Message to the venue/);
    await expectSaid(page, 'Required');
    await page.keyboard.type('Too late for us.');
    await tabTo(page, /^BUTTON Decline the proposal$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('proposal-panel').count()).toBe(0);
    await expectFocus(page, new RegExp(`^H\\d ${(await heading(page).textContent())!}$`));
    await expectSaid(page, /You declined the proposal/);
    await expectNoAxeViolations(page);
  });

  it('Confirm a waiting-list offer: focus goes to the new status, which is said', async () => {
    const date = '2026-12-09';
    const taken = await fillTime(2, date, '19:00');
    const guid = await booked(2, date, '19:00', { isWaitList: true });
    await call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    await control(demo.harness.server.url, 'waitlistoffer', {
      guid,
      startTime: stockholm(date, '19:00'),
    });
    const page = await openBooking(guid, 'offer-confirm');
    await tabTo(page, /^BUTTON Confirm the offer$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await tabTo(page, /^BUTTON Confirm/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('offer-panel').count()).toBe(0);
    await expectFocus(page, /^H\d Booking confirmed$/);
    await expectNoAxeViolations(page);
  });

  it('Edit: the chosen panel takes focus, Back returns it to its type; Save closes the dialog, focus returns to Change booking, a status says it is saved; Book more focuses the first step', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await openBooking(guid, 'edit-open');
    await tabTo(page, /^BUTTON Change booking$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    // A type's panel takes focus on its first field; Back returns it to that type.
    await tabTo(page, /^BUTTON Time$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('edit-times').count()).toBe(1);
    await expectFocus(page, /^BUTTON \d\d:\d\d/);
    await tabTo(page, /^BUTTON Back$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^BUTTON Time$/);
    await tabTo(page, /^BUTTON Number of guests/, { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('edit-guests').count()).toBe(1);
    await expectFocus(page, /^BUTTON \d+ guests?$/);
    await tabTo(page, /^BUTTON 3 guests$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^BUTTON Save/);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expectFocus(page, /^BUTTON Change booking$/);
    await expectSaid(page, /Your booking is updated/);
    await expectNoAxeViolations(page);
    // Book more leaves the page for the first step, whose heading takes focus.
    await tabTo(page, /^(A|BUTTON) Book more$/);
    await page.keyboard.press('Enter');
    await expectFocus(page, /^H2 Choose number of guests$/);
  });
});

describe('issue 52 pass: modal mode by keyboard (doc 2 §2 modal)', () => {
  const modal = (page: Page) => page.locator('dialog[data-booking-widget-modal]');

  it('Enter opens it with focus inside; Escape asks, Escape again stays; Leave returns focus to the opener', async () => {
    const page = await demo.open('/site/modal.html', DESKTOP);
    await tabTo(page, /^BUTTON Book a table$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.locator('booking-widget').getByTestId('step-title').waitFor();
    // Focus moved into the dialog, not left on the opener behind it nor on the page.
    await expect
      .poll(() => modal(page).evaluate((d) => d.contains(document.activeElement)))
      .toBe(true);
    expect(await focusedAt(page)).not.toBe('BODY');
    await tabTo(page, /^BUTTON 2 guests$/);
    await page.keyboard.press('Escape');
    const leave = page.getByRole('button', { name: 'Leave', exact: true });
    await leave.waitFor();
    expect(await focusedAt(page)).toMatch(/^BUTTON (Stay|Leave)$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => leave.count()).toBe(0);
    await expectFocus(page, /^BUTTON 2 guests$/);
    await page.keyboard.press('Escape');
    await leave.waitFor();
    await tabTo(page, /^BUTTON Leave$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await expectFocus(page, /^BUTTON Book a table$/);
  });
});
