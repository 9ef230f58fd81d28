import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { active, said, tabTo, focusTo, saying, dialogCount } from './a11yPass.ts';
import { control } from '../browser/support.ts';
import type { EnginePage } from './engines.ts';
import { openDay, ZONE } from './flow.ts';
import { inPage, text, until, waitFor, waitForText } from './page.ts';
import { DESKTOP, engineSuite, errors, PHONE, TITLE } from './suite.ts';

// Issue 52's keyboard-and-screen-reader pass in this engine, continued from a11y-pass.test.ts:
// the waiting list, a booking request, pre-order, and the booking page's Leave the waiting list
// and Accept the proposal (test/browser/a11y-pass-booking.test.ts, a11y-pass-after.test.ts in
// Chromium). By keyboard alone; after each change, where focus lands and what a live region says.
const suite = engineSuite();
const DAY_MS = 86_400_000;

/** Presses Tab until `ok(focused element)` holds in the page (a predicate's source, `el` in scope). */
async function tabUntil(page: EnginePage, predicate: string, what: string) {
  const at = () => inPage<boolean>(page, `const el = H.active(); return !!el && (${predicate});`);
  for (let i = 0; i < 60 && !(await at()); i++) await page.press('Tab');
  if (!(await at())) throw new Error(`Tab never reached ${what}; focus on ${await active(page)}`);
}

/** Walks the date grid (one Tab stop) with ArrowRight to `day` and presses Enter on it. */
async function chooseDayByKeys(page: EnginePage, day: DateTime) {
  await waitFor(page, { role: 'gridcell' });
  const name = new RegExp(
    `^BUTTON \\w+,? ${day.day} ${day.setLocale('en-GB').toFormat('MMMM yyyy')}`,
  );
  await tabTo(page, /^BUTTON \w+,? \d+ \w+ \d{4}/);
  for (let i = 0; i < 45 && !name.test(await active(page)); i++) await page.press('ArrowRight');
  expect(await active(page)).toMatch(name);
  await page.press('Enter');
}

/** A finalized booking in English on the demo venue's unit 1, made through the reference API. */
async function booked(ruleId: number, day: DateTime, hour: number, extra: object = {}) {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${suite.server.url}/api/v1/WebBooking/WebBookings${path}`, {
      method: 'POST',
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as any };
  };
  const created = await call('', {
    unitId: 1,
    guests: 2,
    date: day.toFormat('yyyy-MM-dd'),
    times: [{ ruleId, start: day.set({ hour }).toUTC().toISO() }],
    ...extra,
  });
  expect(created.status).toBe(201);
  const guid = created.json.guid as string;
  const contact = { fname: 'Anna', lname: 'Svensson', email: 'anna@example.com' };
  const done = await call(`/${guid}/Finalize`, {
    contact: { ...contact, mobile: '+46701234567', newsletter: false },
    lang: 'en',
  });
  expect(done.status).toBe(200);
  return guid;
}

/**
 * The seed's day +4, full with a waiting list, moved past a closed Monday; when +3 or +4 is a
 * Monday the server's clock is set back a day or two first (as flows.test.ts): `run` gets the
 * day; the clock comes back after.
 */
async function onWaitListDay(run: (day: DateTime) => Promise<void>) {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  let days = 0;
  while ([3, 4].some((n) => today.plus({ days: n + days }).weekday === 1)) days -= 1;
  const shift = days * DAY_MS;
  if (shift) {
    await control(suite.server.url, 'clock', { advanceMs: shift });
    await control(suite.server.url, 'reset');
  }
  try {
    await run(today.plus({ days: 4 + days }));
  } finally {
    if (shift) await control(suite.server.url, 'clock', { advanceMs: -shift });
  }
}

const heading = { testId: 'booking-heading' } as const;

describe(`${suite.name}: focus and announcements, by keyboard, more flows (issue 52)`, () => {
  it('the waiting list: the dialog takes focus, Escape returns it to the time; Space toggles a time and keeps focus; Join focuses the details heading', async () => {
    await onWaitListDay(async (day) => {
      const page = await suite.open(
        `/se_demo/1?guests=2&children=0&date=${day.toFormat('yyyy-MM-dd')}`,
        DESKTOP,
      );
      await waitForText(page, TITLE, 'Choose a time');
      await waitFor(page, { role: 'button', name: /waiting list/i });
      await tabTo(page, /^BUTTON .*waiting list/i);
      const opener = await active(page);
      await page.press('Enter');
      await dialogCount(page, 1);
      await until(
        () => inPage<boolean>(page, `return !!H.active()?.closest('dialog[open]');`),
        Boolean,
        'focus inside the dialog',
      );
      await page.press('Escape');
      await dialogCount(page, 0);
      await focusTo(page, new RegExp(`^${opener.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await page.press('Enter');
      await dialogCount(page, 1);
      // Focus starts on the dialog's first control (Close); the chosen time is pressed already.
      await focusTo(page, /^BUTTON Close$/);
      await tabUntil(
        page,
        `el.closest('dialog[open]') && el.getAttribute('aria-pressed') === 'false'`,
        'a time not chosen yet',
      );
      const time = await active(page);
      await page.press('Space');
      await until(
        () =>
          inPage<number>(page, `return H.all('dialog[open] button[aria-pressed="true"]').length;`),
        (n) => n === 2,
        'two chosen times',
      );
      // The pressed option keeps focus and reads as pressed.
      expect(await active(page)).toBe(time);
      expect(
        await inPage<string | null>(page, `return H.active()?.getAttribute('aria-pressed');`),
      ).toBe('true');
      await tabTo(page, /^BUTTON Join for 2 /);
      await page.press('Enter');
      await focusTo(page, /^H2 Confirm your details$/);
      await waitFor(page, { testId: 'details-form' });
      expect(await errors(page)).toEqual([]);
    });
  });

  it('a booking request: the intro and the party form take focus; a wrong party is said, and Continue focuses it; on to the details heading', async () => {
    const page = await suite.open('/se_demo/1', DESKTOP);
    await waitForText(page, TITLE, 'Choose number of guests');
    await tabTo(page, /^BUTTON 9 or more guests$/);
    await page.press('Enter');
    await tabTo(page, /^BUTTON Send a booking request$/);
    await page.press('Enter');
    await waitFor(page, { testId: 'request-intro' });
    await focusTo(page, /^H2 /);
    await tabTo(page, /^BUTTON Continue to the request$/);
    await page.press('Enter');
    await focusTo(page, /^H2 /);
    await tabTo(page, /^INPUT Number of guests/);
    await page.type('5');
    await page.press('Tab');
    // Left wrong, the field shows its message but does not interrupt: it is said on Continue.
    await waitForText(page, { css: '[data-testid="request-guests-form"] .error' }, /at least 9/);
    expect((await said(page)).filter((t) => /at least 9/.test(t))).toEqual([]);
    // Continue with the party still wrong: focus goes back to the field, whose message is said.
    await tabTo(page, /^BUTTON Continue$/);
    await page.press('Enter');
    await focusTo(page, /^INPUT Number of guests/);
    await saying(page, /at least 9/);
    expect(await text(page, TITLE)).not.toBe('Choose a date');
    await inPage(page, 'H.active().select(); return true;');
    await page.type('12');
    await tabTo(page, /^BUTTON Continue$/);
    await page.press('Enter');
    await focusTo(page, /^H2 Choose a date$/);
    await chooseDayByKeys(page, openDay());
    await focusTo(page, /^H2 Choose a time$/);
    await waitFor(page, { role: 'button', name: /^18:00/ });
    await tabTo(page, /^BUTTON 18:00/);
    await page.press('Enter');
    await focusTo(page, /^H2 Confirm and send request$/);
    await waitFor(page, { testId: 'details-form' });
    expect(await errors(page)).toEqual([]);
  });

  it('pre-order: Continue with open groups says them in one alert and focuses the first open tab; the arrows walk the tabs; a count is said with its noun', async () => {
    const page = await suite.open(
      `/se_demo/1?guests=2&children=0&date=${openDay().toFormat('yyyy-MM-dd')}&tag=web`,
      DESKTOP,
    );
    await waitForText(page, TITLE, 'Choose a time');
    await waitFor(page, { css: '[data-row="Julbord"] button' });
    // The first 12:00 the keyboard meets may be another rule's: go on to Julbord's.
    await tabUntil(
      page,
      `el.closest('[data-row="Julbord"]') && /^12:00/.test(H.name(el))`,
      'Julbord’s 12:00',
    );
    await page.press('Enter');
    await focusTo(page, /^H2 Pre-order$/, 20_000);
    await waitFor(page, { testId: 'preorder-continue' });
    await tabTo(page, /^BUTTON Continue$/);
    await page.press('Enter');
    await focusTo(page, /^BUTTON Sittning/);
    await saying(page, /^Still to choose: Sittning, .* and .*\.$/);
    // One alert, naming the groups: not one per group.
    expect(await said(page, '[role="alert"]')).toEqual([
      expect.stringMatching(/^Still to choose: /),
    ]);
    // The arrows walk the tabs and back.
    await page.press('ArrowRight');
    await focusTo(page, /^BUTTON (?!Sittning)/);
    expect(await inPage<string | null>(page, `return H.active().getAttribute('role');`)).toBe(
      'tab',
    );
    await page.press('ArrowLeft');
    await focusTo(page, /^BUTTON Sittning/);
    // Tab moves from the tab into its panel, to the first Add.
    await tabTo(page, /^BUTTON Add one Första sittning$/);
    await page.press('Enter');
    await saying(page, '1 chosen');
    // Focus stays on the stepper's button.
    expect(await active(page)).toBe('BUTTON Add one Första sittning');
    expect(await errors(page)).toEqual([]);
  });

  it('the booking page’s Leave the waiting list: focus on the new status, which says the guest has left', async () => {
    await onWaitListDay(async (day) => {
      const guid = await booked(2, day, 19, { isWaitList: true });
      const page = await suite.open(`/booking/se_demo/${guid}`, PHONE);
      await waitFor(page, { testId: 'cancel-booking' }, 20_000);
      expect(await text(page, heading)).toBe('You are on the waiting list');
      await tabTo(page, /^BUTTON .*waiting list$/i);
      await page.press('Enter');
      await dialogCount(page, 1);
      await tabTo(page, /^BUTTON Yes, cancel$/);
      await page.press('Enter');
      const now = await until(
        () => text(page, heading),
        (h) => h !== null && h !== 'You are on the waiting list',
        'a new status heading',
      );
      await focusTo(page, new RegExp(`^H\\d ${now!}$`));
      await saying(page, 'You have left the waiting list.');
      expect(await errors(page)).toEqual([]);
    });
  });

  it('the booking page’s Accept the proposal: focus on the status heading; the new message is said', async () => {
    const day = openDay();
    const guid = await booked(2, day, 19, { guests: 12, isInquiry: true });
    await control(suite.server.url, 'inquiry', {
      guid,
      action: 'propose',
      proposedStart: day.set({ hour: 20, minute: 30 }).toUTC().toISO(),
    });
    const page = await suite.open(`/booking/se_demo/${guid}`, PHONE);
    await waitFor(page, { testId: 'proposal-accept' }, 20_000);
    await tabTo(page, /^BUTTON Accept/);
    await page.press('Enter');
    await until(
      () => inPage<number>(page, `return H.find(T).length;`, { testId: 'proposal-panel' }),
      (n) => n === 0,
      'the proposal panel to go',
    );
    await focusTo(page, /^H\d Request sent$/);
    await saying(page, /You accepted the proposal/);
    expect(await errors(page)).toEqual([]);
  });
});
