import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

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
    await modal(page).getByTestId('activity-slot').filter({ hasText: /^16:00/ }).click();
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
