import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { bookingApi, stockholm } from './bookingApi.ts';
import { control, expectNoAxeViolations } from './support.ts';

// Issue 52: where focus lands and what a live region says after a change. Tuesday 1 December
// 2026, 08:00 in Stockholm; Kul & Kägel (se_demo unit 2) as in activities.test.ts.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const DAY = '2026-12-02';
const ACTIVITIES = `/se_demo/2/activity-booking?guests=4&children=0&date=${DAY}`;

const demo = demoAt(NOW);

const card = (page: Page, name: string) =>
  page.getByTestId('activity-card').filter({ has: page.getByRole('heading', { name }) });
const modal = (page: Page) => page.getByRole('dialog');

/** What the widget's shadow root has focused: test id and accessible text. */
async function focused(page: Page): Promise<{ testId: string | null; text: string } | null> {
  return page.evaluate(() => {
    const host = document.querySelector('booking-widget');
    const active = host?.shadowRoot?.activeElement;
    if (!active) return null;
    return { testId: active.getAttribute('data-testid'), text: active.textContent ?? '' };
  });
}

async function addActivity(page: Page, name: string, hhmm: string) {
  await card(page, name).getByTestId('activity-choose').click();
  await modal(page)
    .getByTestId('activity-slot')
    .filter({ hasText: new RegExp(`^${hhmm}`) })
    .click();
  await modal(page).getByTestId('activity-primary').click();
}

async function openActivities(size: { width: number; height: number }) {
  const page = await demo.open(ACTIVITIES, size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => page.getByTestId('activity-card').count()).toBe(4);
  return page;
}

describe('issue 52: focus and announcements after adding an activity (doc 1 §4 Activity modal)', () => {
  it('focus goes to the card now in the added one’s place, and a status says what was added', async () => {
    const page = await openActivities(DESKTOP);
    expect(await page.getByTestId('activity-status').textContent()).toBe('');
    await addActivity(page, 'Bowling 60 min', '12:00');
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => card(page, 'Bowling 60 min').count()).toBe(0);
    // Bowling was the first card: Shuffleboard now stands first, its "Choose a time" focused.
    await expect
      .poll(() => focused(page))
      .toEqual({ testId: 'activity-choose', text: 'Choose a time' });
    expect(
      await page.evaluate(() => {
        const active = document.querySelector('booking-widget')!.shadowRoot!.activeElement!;
        return active.closest('[data-testid="activity-card"]')?.querySelector('h3')?.textContent;
      }),
    ).toBe('Shuffleboard 45 min');
    const status = page.getByTestId('activity-status');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await status.textContent()).toBe('Added to your activities: Bowling 60 min, 12:00.');
    await expectNoAxeViolations(page);
  });

  it('with the last card added, focus goes to the cart button on a phone', async () => {
    const page = await openActivities(PHONE);
    for (const [name, hhmm] of [
      ['Bowling 60 min', '12:00'],
      ['Shuffleboard 45 min', '13:00'],
      ['Escape room', '10:00'],
    ] as const) {
      await addActivity(page, name, hhmm);
      await expect.poll(() => modal(page).count()).toBe(0);
      await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('activity-choose');
    }
    await card(page, 'Karaoke 90 min').getByTestId('activity-choose').click();
    await modal(page)
      .getByTestId('activity-slot')
      .filter({ hasText: /^16:00/ })
      .click();
    await modal(page).getByTestId('activity-primary').click();
    // Karaoke has a menu: the dialog stays on its menu step, the page says nothing yet.
    await expect.poll(() => modal(page).getByTestId('activity-menu').count()).toBe(1);
    expect(await page.getByTestId('activity-status').textContent()).toContain('Escape room');
    await modal(page).getByTestId('activity-menu-continue').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('cart-button');
    expect(await page.getByTestId('activity-status').textContent()).toBe(
      'Added to your activities: Karaoke 90 min, 16:00.',
    );
  });
});

describe('issue 52: focus and announcements after removing an activity (doc 1 §4 Activity modal)', () => {
  it('focus goes to the Edit now in the removed one’s place in "Your activities", else to the heading', async () => {
    const page = await openActivities(DESKTOP);
    await addActivity(page, 'Bowling 60 min', '12:00');
    await expect.poll(() => modal(page).count()).toBe(0);
    await addActivity(page, 'Shuffleboard 45 min', '13:00');
    await expect.poll(() => modal(page).count()).toBe(0);
    const edits = page.getByTestId('summary-edit');
    await expect.poll(() => edits.count()).toBe(2);
    const removeVia = async (index: number) => {
      await edits.nth(index).click();
      await expect
        .poll(() => modal(page).getByTestId('activity-primary').textContent())
        .toBe('Remove activity');
      await modal(page).getByTestId('activity-primary').click();
      await expect.poll(() => modal(page).count()).toBe(0);
    };
    await removeVia(0);
    await expect.poll(() => edits.count()).toBe(1);
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('summary-edit');
    expect(await page.getByTestId('activity-status').textContent()).toBe(
      'Removed from your activities: Bowling 60 min.',
    );
    await removeVia(0);
    await expect.poll(() => edits.count()).toBe(0);
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('step-title');
    expect(await page.getByTestId('activity-status').textContent()).toBe(
      'Removed from your activities: Shuffleboard 45 min.',
    );
    await expectNoAxeViolations(page);
  });
});

/** Clicks a time of a rule's row on 2 December for two and waits for the details form. */
async function detailsOf(page: Page, row: string, time: string) {
  await expect.poll(() => page.getByTestId('step-title').textContent()).toBe('Choose a time');
  await page
    .locator(`[data-row="${row}"]`)
    .getByRole('button', { name: new RegExp(`^${time}`) })
    .first()
    .click();
  await expect.poll(() => page.getByTestId('details-form').count(), { timeout: 10_000 }).toBe(1);
}

describe('issue 52: the terms before paying (doc 1 §2 Details, doc 2 §2 conditions)', () => {
  it.each([
    ['Provsmakning', '18:00', 'Förskottsbetalning 895 kr per gäst.', 'Betalas vid bokning.'],
    [
      'Bar kväll',
      '18:00',
      'Vid utebliven ankomst debiteras 200 kr per gäst.',
      'Kortet registreras',
    ],
  ])(
    '%s: the venue’s and the rule’s conditions show, collapsed, before the submit',
    async (row, time, ruleText, paymentText) => {
      const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', PHONE);
      await detailsOf(page, row, time);
      const terms = page.getByTestId('details-terms');
      await expect.poll(() => terms.count()).toBe(1);
      // Before the submit in the form's order, and collapsed: a disclosure the guest opens.
      expect(
        await page.evaluate(() => {
          const root = document.querySelector('booking-widget')!.shadowRoot!;
          const details = root.querySelector('[data-testid="details-terms"]')!;
          const submit = root.querySelector('[data-testid="details-submit"]')!;
          return Boolean(
            details.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        }),
      ).toBe(true);
      expect(await terms.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      const summary = terms.locator('summary');
      expect(await summary.textContent()).toBe('Information and conditions');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => terms.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      await expect.poll(() => terms.textContent()).toContain('Avbokning senast 24 timmar innan.');
      const text = (await terms.textContent()) ?? '';
      expect(text).toContain('Vid utebliven ankomst i baren debiteras en avgift.');
      expect(text).toContain(ruleText);
      expect(text).toContain(paymentText);
      // Sanitised as venue text is: the venue's <br> is a line break, not text.
      expect(text).not.toContain('<br>');
      expect(await terms.locator('br').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    },
  );

  it('an ordinary booking (Middag) keeps its details step as it was', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
    await detailsOf(page, 'Middag', '18:00');
    expect(await page.getByTestId('details-terms').count()).toBe(0);
  });
});

describe('issue 52: a proposal with its change (doc 2 §4 Inquiry)', () => {
  const { booked } = bookingApi(() => demo.harness.server.url);

  it.each([
    ['the ordinary booking link', ''],
    ['a link with inquiryProposal', '?inquiryProposal=true'],
  ])('opened from %s, the old and the proposed time show', async (_name, query) => {
    const guid = await booked(2, '2026-12-02', '19:00', { guests: 12, isInquiry: true });
    await control(demo.harness.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('2026-12-02', '20:30'),
    });
    const page = await demo.open(`/booking/se_demo/${guid}${query}`, DESKTOP);
    await expect.poll(() => page.getByTestId('proposal-panel').count()).toBe(1);
    await expect.poll(() => page.getByTestId('proposal-diff').count()).toBe(1);
    const diff = (await page.getByTestId('proposal-diff').textContent()) ?? '';
    expect(diff).toContain('19:00');
    expect(diff).toContain('20:30');
    await expectNoAxeViolations(page);
  });
});

describe('issue 52: a warning before the hold lapses (WCAG 2.2.1, doc 1 §4)', () => {
  it('two minutes before the 60-minute hold lapses a dialog warns; one action extends it through Refresh', async () => {
    const page = await demo.open('/se_demo/1?guests=2&children=0&date=2026-12-02&tag=web', DESKTOP);
    await detailsOf(page, 'Middag', '18:00');
    const warning = page.getByRole('dialog', { name: 'Do you need more time?' });
    await page.clock.fastForward(57 * 60_000);
    expect(await warning.count()).toBe(0);
    await page.clock.fastForward(60_000 + 1_000);
    await expect.poll(() => warning.count()).toBe(1);
    expect(await warning.textContent()).toContain(
      'Your booking is held for two more minutes. After that, it is released.',
    );
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('hold-extend');
    await expectNoAxeViolations(page);
    const refresh = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/Refresh$/i.test(new URL(r.url()).pathname),
    );
    await page.keyboard.press('Enter');
    await refresh;
    await expect.poll(() => warning.count()).toBe(0);
    // The hold starts again: no warning for the next 57 minutes, one after 58.
    await page.clock.fastForward(57 * 60_000);
    expect(await warning.count()).toBe(0);
    await page.clock.fastForward(61_000);
    await expect.poll(() => warning.count()).toBe(1);
  });
});

describe('issue 52: focus after a status change on the booking page (doc 2 §2, §4 Cancel, Inquiry)', () => {
  const { booked } = bookingApi(() => demo.harness.server.url);
  const heading = (page: Page) => page.getByTestId('booking-heading');

  async function expectHeadingFocusedInView(page: Page, text: string) {
    await expect.poll(() => heading(page).textContent()).toBe(text);
    await expect.poll(() => focused(page).then((f) => f?.testId)).toBe('booking-heading');
    const box = await heading(page).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  }

  it('after Cancel, focus goes to the new status heading, in view', async () => {
    const guid = await booked(1, '2026-12-02', '12:00');
    const page = await demo.open(`/booking/se_demo/${guid}`, PHONE);
    await expect
      .poll(() => page.getByTestId('cancel-booking').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByTestId('cancel-booking').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expectHeadingFocusedInView(page, 'Booking cancelled');
    await expectNoAxeViolations(page);
  });

  it('after Accept on a proposal, focus goes to the new status heading, in view', async () => {
    const guid = await booked(2, '2026-12-02', '19:00', { guests: 12, isInquiry: true });
    await control(demo.harness.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm('2026-12-02', '20:30'),
    });
    const page = await demo.open(`/booking/se_demo/${guid}`, PHONE);
    await expect
      .poll(() => page.getByTestId('proposal-accept').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByTestId('proposal-accept').click();
    await expect.poll(() => page.getByTestId('proposal-panel').count()).toBe(0);
    // The heading stays "Request sent"; its message under it changes, and focus goes there.
    await expectHeadingFocusedInView(page, 'Request sent');
  });
});

describe('issue 52: the sticky cart bar hides no focus (WCAG 2.4.11, doc 1 §2, §9)', () => {
  it('at 375 px, each "Choose a time" the keyboard reaches stands clear of the cart bar', async () => {
    const page = await openActivities(PHONE);
    const buttons = page.getByTestId('activity-choose');
    const bar = page.getByTestId('cart-bar');
    await page.getByTestId('step-title').focus();
    for (let index = 0; index < 4; index++) {
      // Tab on until the next "Choose a time" has focus, as a keyboard guest would.
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (now?.testId === 'activity-choose') break;
      }
      const button = (await buttons.nth(index).boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(await buttons.nth(index).evaluate((el) => el.matches(':focus'))).toBe(true);
      expect(button.y + button.height, `card ${index + 1}`).toBeLessThanOrEqual(barBox.y);
    }
  });
});
