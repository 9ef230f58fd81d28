import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { control } from '../browser/support.ts';
import { click, count, text, until, waitFor, waitForText } from './page.ts';
import {
  bookingId,
  chooseDay,
  chooseGuests,
  displayDate,
  fillDetails,
  submit,
  ZONE,
} from './flow.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issue 35: more of the guest's flows in this engine. The waiting list (doc 1 §1 time step,
// waiting-list dialog; doc 2 §2 the waiting-list booking page) and the full page in a venue's
// iframe under the strict CSP with a nonce (DESIGN §6, issue 15).
const suite = engineSuite();
const DAY_MS = 86_400_000;

describe(`${suite.name}: more guest flows (issue 35)`, () => {
  it('a waiting-list booking for two times, from the day with a waiting list to its booking page', async () => {
    // The seed's day +4 is full with a waiting list, its day +3 full without one, each moved
    // past a closed Monday (demo/seed/loadSeed.ts openDay). When +3 or +4 is a Monday the two
    // fall on one day, without a waiting list (on a Friday), or the +4 one a day later than
    // here (on a Thursday): the seed is then written one or two days earlier, so both are open.
    const today = DateTime.now().setZone(ZONE).startOf('day');
    let days = 0;
    while ([3, 4].some((n) => today.plus({ days: n + days }).weekday === 1)) days -= 1;
    const day = today.plus({ days: 4 + days });
    const shift = days * DAY_MS;
    if (shift) {
      await control(suite.server.url, 'clock', { advanceMs: shift });
      await control(suite.server.url, 'reset');
    }
    try {
      const page = await suite.open('/se_demo/1');
      await chooseGuests(page, 2);
      await chooseDay(page, day);
      const waitList = { role: 'button', name: /waiting list/i } as const;
      await until(
        () => count(page, waitList),
        (n) => n > 1,
        'two waiting-list times',
      );
      await click(page, waitList);
      await waitFor(page, { role: 'dialog' });
      await click(page, {
        css: '[role=dialog] button[aria-pressed="false"], dialog button[aria-pressed="false"]',
      });
      await until(
        () => count(page, { css: 'button[aria-pressed="true"]' }),
        (n) => n === 2,
        'two chosen times',
      );
      await click(page, { role: 'button', name: 'Join for 2 time slots', exact: true });
      await waitForText(page, TITLE, 'Confirm your details');
      await fillDetails(page);
      expect(await text(page, { testId: 'details-submit' })).toBe('Join the waiting list');
      await submit(page, 'You are on the waiting list');
      expect(await text(page, { testId: 'booking-facts' })).toContain(displayDate(day));
      const booking = await suite.api(`WebBooking/WebBookings/${await bookingId(page)}`);
      expect(new Set(booking.articles.map((a: { start: string }) => a.start)).size).toBe(2);
      expect(await errors(page)).toEqual([]);
    } finally {
      if (shift) await control(suite.server.url, 'clock', { advanceMs: -shift });
    }
  });

  it('the full page framed by a venue runs under the strict CSP with a nonce', async () => {
    const page = await suite.open('/site/iframe.html');
    const inFrame = <T>(expression: string) => page.evaluateInFrame<T>('iframe', expression);
    await until(
      () =>
        inFrame<string | null>(
          `(() => { const w = document.querySelector('booking-widget'); const t = w && w.shadowRoot && w.shadowRoot.querySelector('[data-testid="step-title"]'); return t ? t.textContent : null; })()`,
        ),
      (t) => t === 'Choose number of guests',
      'the first step in the framed page',
    );
    // The framed page is the nonce variant (the engine sent Sec-Fetch-Dest: iframe), and the
    // widget's styles applied under it: its buttons are drawn as buttons, not as plain text.
    const state = await inFrame<{ nonced: number; radius: string; border: string }>(`(() => {
      const root = document.querySelector('booking-widget').shadowRoot;
      const button = [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '2 guests' || b.textContent.trim() === '2 guests');
      const style = getComputedStyle(button);
      return { nonced: [...document.scripts].filter((s) => s.nonce).length, radius: style.borderTopLeftRadius, border: style.borderTopStyle };
    })()`);
    expect(state.nonced).toBeGreaterThan(0);
    expect(state.radius).not.toBe('0px');
    expect(await errors(page)).toEqual([]);
  });
});
