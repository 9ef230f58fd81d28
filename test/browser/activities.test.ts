import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Tuesday 1 December 2026, 08:00 in Stockholm. Kul & Kägel (se_demo unit 2): Bowling 60 min
// (rule 21, every hour from 10:00, recoup 10), Shuffleboard 45 min (22, every half hour from
// 12:00, recoup 15, no-show fee 300 per booking), Karaoke 90 min (23, hourly from 16:00, recoup
// 30, a menu of snacks and drinks), Escape room (24, prepayment 1 200 per resource).
const NOW = Date.parse('2026-12-01T07:00:00Z');
const DAY = '2026-12-02';
const START = `/se_demo/2/activity-booking?guests=4&children=0&date=${DAY}`;

const demo = demoAt(NOW);
const { api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const card = (page: Page, name: string) =>
  page.getByTestId('activity-card').filter({ has: page.getByRole('heading', { name }) });
const modal = (page: Page) => page.getByRole('dialog');
const slot = (page: Page, hhmm: string) =>
  modal(page)
    .getByTestId('activity-slot')
    .filter({ hasText: new RegExp(`^${hhmm}`) });
const primary = (page: Page) => modal(page).getByTestId('activity-primary');
const at = (hhmm: string) => hhmm;

async function openList(size: { width: number; height: number }): Promise<Page> {
  const page = await demo.open(START, size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => title(page).textContent()).toBe('Choose activities');
  await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
  return page;
}

function guidOf(page: Page): string | null {
  return /\/availability\/([0-9a-f-]{36})/.exec(new URL(page.url()).pathname)?.[1] ?? null;
}

/** The rule ids (with start) the API's booking holds, one per time. */
async function heldTimes(guid: string): Promise<string[]> {
  const booking = await api(`WebBooking/WebBookings/${guid}`);
  const keys = new Set<string>();
  for (const a of booking.articles as { ruleId: number | null; start: string }[])
    if (a.ruleId != null) keys.add(`${a.ruleId}@${new Date(a.start).toISOString().slice(11, 16)}`);
  return [...keys].sort();
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);
}

async function book(page: Page, name: string, hhmm: string) {
  await card(page, name).getByTestId('activity-choose').click();
  await slot(page, at(hhmm)).click();
  await primary(page).click();
}

describe('activities: the list, the modal, the booking', () => {
  it('books three activities for four with a pre-ordered menu, removes one, overlaps and nudges, finalizes', async () => {
    const page = await openList(DESKTOP);
    expect(guidOf(page)).toBeNull();
    expect(await page.getByTestId('activity-summary').first().textContent()).toContain(
      'No activities chosen yet.',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-list-1280');

    // Bowling at 12:00: the booking is made on the list, its guid in the path.
    await card(page, 'Bowling 60 min').getByTestId('activity-choose').click();
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await primary(page).textContent()).toBe('Add activity');
    expect(await primary(page).isDisabled()).toBe(true);
    await slot(page, at('12:00')).click();
    expect(await slot(page, at('12:00')).getAttribute('aria-pressed')).toBe('true');
    expect(await primary(page).textContent()).toBe('Continue with 12:00 (60 minutes)');
    // A second click on the time toggles it off again.
    await slot(page, at('12:00')).click();
    expect(await primary(page).textContent()).toBe('Add activity');
    await slot(page, at('12:00')).click();
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-modal-1280');
    await primary(page).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => guidOf(page)).not.toBeNull();
    const guid = guidOf(page)!;
    expect(await heldTimes(guid)).toEqual(['21@11:00']);
    // The chosen activity leaves the list and shows in the summary.
    expect(await card(page, 'Bowling 60 min').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('summary-activity').first().textContent())
      .toContain('Bowling 60 min');

    // Karaoke at 16:00: 180 minutes after bowling is highlighted, announced, and has a menu step.
    await card(page, 'Karaoke 90 min').getByTestId('activity-choose').click();
    await expect.poll(() => slot(page, at('16:00')).getAttribute('data-near')).toBe('true');
    expect(await slot(page, at('16:00')).textContent()).toContain('★');
    expect(await slot(page, at('17:00')).getAttribute('data-near')).toBeNull();
    expect(await modal(page).getByRole('status').textContent()).toMatch(/close to your other/);
    await slot(page, at('16:00')).click();
    expect(await primary(page).textContent()).toBe('Continue with 16:00 (90 minutes)');
    await primary(page).click();
    await expect.poll(() => modal(page).getByTestId('activity-menu').count()).toBe(1);
    expect(await heldTimes(guid)).toEqual(['21@11:00', '23@15:00']);
    await modal(page).getByRole('button', { name: 'Add one Nachos', exact: true }).click();
    await modal(page).getByRole('button', { name: 'Add one Nachos', exact: true }).click();
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-modal-menu-1280');
    await modal(page).getByTestId('activity-menu-continue').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    const withMenu = await api(`WebBooking/WebBookings/${guid}`);
    expect(withMenu.menus).toHaveLength(1);
    const nachos = withMenu.menus[0].groups[0].items.find(
      (i: { articleID: number }) => i.articleID === 601,
    );
    expect(nachos.quantity).toBe(2);

    // Shuffleboard: 12:00 and 12:30 overlap the bowling, 13:00 does not and is suggested.
    await card(page, 'Shuffleboard 45 min').getByTestId('activity-choose').click();
    await expect.poll(() => slot(page, at('12:00')).isDisabled()).toBe(true);
    expect(await slot(page, at('12:30')).isDisabled()).toBe(true);
    expect(await slot(page, at('12:30')).textContent()).toContain('Overlaps');
    expect(await slot(page, at('16:30')).isDisabled()).toBe(true);
    expect(await slot(page, at('13:00')).isDisabled()).toBe(false);
    expect(await slot(page, at('13:00')).getAttribute('data-near')).toBe('true');
    await slot(page, at('13:00')).click();
    expect(await primary(page).textContent()).toBe('Continue with 13:00 (45 minutes)');
    await primary(page).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => heldTimes(guid)).toEqual(['21@11:00', '22@12:00', '23@15:00']);
    await expect
      .poll(() => page.getByTestId('payment-note').first().getAttribute('data-kind'))
      .toBe('cardRegistration');
    expect(await page.getByTestId('payment-note').first().textContent()).toMatch(/300/);
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-summary-1280');

    // Removing one activity updates the booking.
    await page
      .getByTestId('summary-activity')
      .filter({ hasText: 'Shuffleboard' })
      .getByTestId('summary-edit')
      .first()
      .click();
    await expect.poll(() => primary(page).textContent()).toBe('Remove activity');
    await primary(page).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => heldTimes(guid)).toEqual(['21@11:00', '23@15:00']);
    expect(guidOf(page)).toBe(guid);
    await expect
      .poll(() => page.getByTestId('payment-note').first().getAttribute('data-kind'))
      .toBe('payAtLocation');
    expect(await card(page, 'Shuffleboard 45 min').count()).toBe(1);

    // Continue: the details step, then the booking page.
    await page.getByTestId('activities-continue').first().click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    expect(new URL(page.url()).pathname).toBe(`/se_demo/2/activity-booking/finalize/${guid}`);
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Lindqvist');
    await page.getByLabel('Country calling code').selectOption('SE');
    await page.getByLabel('Mobile number').fill('070-123 45 67');
    await page.getByLabel('Email').fill('anna@example.com');
    await page.getByLabel('Email').blur();
    await expect.poll(() => page.getByTestId('details-submit').isDisabled()).toBe(false);
    await page.getByTestId('details-submit').click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 10_000 })
      .toBe(`/booking/se_demo/activity-booking/${guid}`);
    const done = await api(`WebBooking/WebBookings/${guid}`);
    expect(done.status).toBe(100);
    expect(await heldTimes(guid)).toEqual(['21@11:00', '23@15:00']);
  });
});

describe('activities: removing the last one, leaving, phones and the keyboard', () => {
  it('removing the last activity cancels the booking and returns to the start with the party and date', async () => {
    const page = await openList(DESKTOP);
    await book(page, 'Bowling 60 min', '12:00');
    await expect.poll(() => guidOf(page)).not.toBeNull();
    const guid = guidOf(page)!;
    await page.getByTestId('summary-edit').first().click();
    await expect.poll(() => primary(page).textContent()).toBe('Remove activity');
    await primary(page).click();
    await expect.poll(() => guidOf(page)).toBeNull();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/se_demo/2/activity-booking/availability');
    expect(url.searchParams.get('guests')).toBe('4');
    expect(url.searchParams.get('children')).toBe('0');
    expect(url.searchParams.get('date')).toBe(DAY);
    // No booking is left at the API, and no question was asked about leaving.
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(7);
    expect(await modal(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
  });

  it('leaving with an activity booking asks first: stay keeps it, leave releases it', async () => {
    const page = await openList(DESKTOP);
    await book(page, 'Bowling 60 min', '12:00');
    await book(page, 'Karaoke 90 min', '18:00');
    await expect.poll(() => modal(page).getByTestId('activity-menu').count()).toBe(1);
    await modal(page).getByTestId('activity-menu-continue').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    const guid = guidOf(page)!;
    await expect.poll(() => heldTimes(guid)).toEqual(['21@11:00', '23@17:00']);

    await page.getByTestId('wizard-back').click();
    await expect.poll(() => modal(page).textContent()).toContain('Leave your booking?');
    expect(guidOf(page)).toBe(guid);
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-leave-1280');
    await modal(page).getByRole('button', { name: 'Stay' }).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(guidOf(page)).toBe(guid);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
    expect(await heldTimes(guid)).toEqual(['21@11:00', '23@17:00']);

    // The details step and back to the list is no leaving.
    await page.getByTestId('activities-continue').first().click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose activities');
    expect(guidOf(page)).toBe(guid);
    expect(await modal(page).count()).toBe(0);

    // Asked again, leaving releases the booking and goes where the guest was going.
    await page.getByTestId('wizard-back').click();
    await expect.poll(() => modal(page).textContent()).toContain('Leave your booking?');
    await modal(page).getByRole('button', { name: 'Leave and release' }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    expect(new URL(page.url()).pathname).toBe('/se_demo/2/activity-booking');
    await expect.poll(async () => (await api(`WebBooking/WebBookings/${guid}`)).status).toBe(113);
  });

  it('on a phone, by keyboard: the cart bar, the modal and the summary', async () => {
    const page = await openList(PHONE);
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-list-375');

    // Choose a time by keyboard: focus goes into the dialog; Tab reaches the times.
    await card(page, 'Shuffleboard 45 min').getByTestId('activity-choose').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(1);
    await slot(page, '14:00').focus();
    await page.keyboard.press('Space');
    expect(await slot(page, '14:00').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-modal-375');
    await primary(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await page.getByRole('button', { name: /^Your activities.*1 chosen$/ }).count()).toBe(1);
    const guid = guidOf(page)!;
    expect(await heldTimes(guid)).toEqual(['22@13:00']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-cart-375');

    // Escape closes the modal without a change; focus returns to the button that opened it.
    const opener = card(page, 'Bowling 60 min').getByTestId('activity-choose');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => isFocused(opener)).toBe(true);
    expect(await heldTimes(guid)).toEqual(['22@13:00']);

    // The cart opens the summary: date, payment note, continue.
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).getByTestId('activity-summary').count()).toBe(1);
    expect(await modal(page).getByTestId('payment-note').getAttribute('data-kind')).toBe(
      'cardRegistration',
    );
    expect(await modal(page).getByTestId('activity-summary').textContent()).toContain('2 Dec 2026');
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-summary-375');
    await modal(page).getByTestId('activities-continue').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    expect(new URL(page.url()).pathname).toBe(`/se_demo/2/activity-booking/finalize/${guid}`);
  });
});

describe('activities: waiting list and party size', () => {
  /** Four other parties take every bowling lane at 14:00 (unfinalized holds are enough). */
  async function fillBowlingAt14() {
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${demo.harness.server.url}/api/v1/WebBooking/WebBookings`, {
        method: 'POST',
        headers: { system: 'se_demo', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          unitId: 2,
          guests: 4,
          date: DAY,
          times: [{ ruleId: 21, start: `${DAY}T14:00:00+01:00` }],
        }),
      });
      expect(res.status).toBe(201);
    }
  }

  it('joining a waiting list warns that it clears the booking, then holds only the waiting list', async () => {
    await fillBowlingAt14();
    const page = await openList(DESKTOP);
    await book(page, 'Karaoke 90 min', '18:00');
    await expect.poll(() => modal(page).getByTestId('activity-menu').count()).toBe(1);
    await modal(page).getByTestId('activity-menu-continue').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    const guid = guidOf(page)!;

    await card(page, 'Bowling 60 min').getByTestId('activity-choose').click();
    await expect.poll(() => slot(page, '14:00').getAttribute('data-kind')).toBe('waitList');
    expect(await slot(page, '14:00').textContent()).toContain('Waiting list');
    await slot(page, '14:00').click();
    expect(await primary(page).textContent()).toBe('Join the waiting list for 1 time slot');
    // A normal time clears the waiting-list one, and back again.
    // (15:00 waits too: the 14:00 lanes are cleared up until 15:10.)
    expect(await slot(page, '15:00').getAttribute('data-kind')).toBe('waitList');
    await slot(page, '16:00').click();
    expect(await slot(page, '14:00').getAttribute('aria-pressed')).toBe('false');
    expect(await primary(page).textContent()).toBe('Continue with 16:00 (60 minutes)');
    await slot(page, '14:00').click();
    expect(await slot(page, '16:00').getAttribute('aria-pressed')).toBe('false');
    await primary(page).click();
    const confirm = page.getByRole('dialog', { name: 'Join the waiting list?' });
    await expect.poll(() => confirm.count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'activities-waitlist-confirm-1280');
    // Keeping the booking changes nothing.
    await confirm.getByRole('button', { name: 'Keep my booking' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await heldTimes(guid)).toEqual(['23@17:00']);
    await primary(page).click();
    await page
      .getByRole('dialog', { name: 'Join the waiting list?' })
      .getByRole('button', { name: 'Join the waiting list' })
      .click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => heldTimes(guid)).toEqual(['21@13:00']);
    expect(new URL(page.url()).searchParams.get('isWaitList')).toBe('true');
    await expect
      .poll(() => page.getByTestId('payment-note').first().getAttribute('data-kind'))
      .toBe('waitList');
  });

  it('a party the activity cannot take reads fully booked in the list and says why in the modal', async () => {
    const page = await demo.open(
      `/se_demo/2/activity-booking?guests=1&children=0&date=${DAY}`,
      DESKTOP,
    );
    await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
    expect(await card(page, 'Shuffleboard 45 min').getByTestId('activity-note').textContent()).toBe(
      'Fully booked',
    );
    await card(page, 'Shuffleboard 45 min').getByTestId('activity-choose').click();
    await expect
      .poll(() => modal(page).getByTestId('activity-footer').textContent())
      .toBe('This activity cannot be booked for 1 guest.');
    expect(await slot(page, '12:00').isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it.each([1024, 1280, 1440])(
    'at %i px the cards keep the content width, two to a row, with whole 16:9 images, and the summary heads the side column (doc 1 §2 Activity list and layout; issue 36)',
    async (width) => {
      const page = await openList({ width, height: 900 });
      const boxes = await page.getByTestId('activity-card').evaluateAll((cards) =>
        cards.map((c) => {
          const box = c.getBoundingClientRect();
          const img = c.querySelector('img')!.getBoundingClientRect();
          // The image's inset from the card's edges: its 1 px border on the left, top and right.
          const inset = [img.left - box.left, img.top - box.top, box.right - img.right];
          return { x: box.x, y: box.y, width: box.width, ratio: img.width / img.height, inset };
        }),
      );
      for (const box of boxes) {
        expect(box.width).toBeGreaterThanOrEqual(250);
        expect(box.ratio).toBeCloseTo(16 / 9, 1);
        // Issue 51: the image spans the card, edge to edge, above its padded content.
        for (const side of box.inset) expect(side).toBeCloseTo(1, 0);
      }
      // Two to a row: the second card beside the first, the third under it.
      expect(boxes[1]!.y).toBe(boxes[0]!.y);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
      const list = await page.getByTestId('activity-list').boundingBox();
      const summary = page.getByTestId('activity-summary').first();
      // The summary is the side column's first part, beside the list, not inside its column.
      const where = await summary.evaluate((el) => {
        const side = el.closest('[part="side"]');
        return { inSide: side !== null, first: side?.firstElementChild?.contains(el) ?? false };
      });
      expect(where).toEqual({ inSide: true, first: true });
      const box = (await summary.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(list!.x + list!.width);
      expect(box.y).toBeLessThan(list!.y + 100);
      await expectNoAxeViolations(page);
      await screenshot(page, `activities-list-${width}`);
    },
  );
});

describe('issue 51: the activity modal paints before its times', () => {
  it('issue 51 Every interaction ≤ 200 ms: the dialog opens with no time drawn, and its times follow a frame later', async () => {
    const page = await openList(PHONE);
    // Counts the times the dialog holds as it opens (showModal() sets `open`), in the task of the tap.
    await page.evaluate(() => {
      const root = document.querySelector('booking-widget')!.shadowRoot!;
      const seen = window as unknown as { timesAtOpen?: number };
      const observer = new MutationObserver(() => {
        const dialog = root.querySelector('dialog[open]');
        if (!dialog) return;
        seen.timesAtOpen = dialog.querySelectorAll('[data-testid="activity-slot"]').length;
        observer.disconnect();
      });
      observer.observe(root, { subtree: true, childList: true, attributeFilter: ['open'] });
    });
    await card(page, 'Bowling 60 min').getByTestId('activity-choose').click();
    await expect.poll(() => slot(page, '10:00').count()).toBe(1);
    expect(await modal(page).getByTestId('activity-slot').count()).toBeGreaterThan(1);
    expect(await page.evaluate(() => (window as { timesAtOpen?: number }).timesAtOpen)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
