import { DateTime } from 'luxon';
import type { EnginePage } from './engines.ts';
import { click, fill, until, waitFor, waitForText, type Target } from './page.ts';
import { TITLE } from './suite.ts';

/**
 * The guest flow's steps as a guest clicks them (doc 1 §1–§5), shared by the engine tests. The
 * clock is the real one, so the seed's relative days (demo/seed/se-restaurant.json: day +3 fully
 * booked, +4 waiting list, +9 and Mondays closed) fall on dates worked out here.
 */
export const ZONE = 'Europe/Stockholm';

/** The first ordinary open day after today (not +3, +4, +9, nor a Monday) in the venue's zone. */
export function openDay(from = DateTime.now().setZone(ZONE)): DateTime {
  for (const offset of [2, 1, 5, 6, 7, 8]) {
    const day = from.plus({ days: offset }).startOf('day');
    if (day.weekday !== 1) return day;
  }
  throw new Error('no open day');
}

/** "26 Nov 2026": how every engine must show a date in English (doc 1 §9). */
export const displayDate = (day: DateTime) => day.setLocale('en-GB').toFormat('d MMM yyyy');

export async function chooseGuests(page: EnginePage, guests: number, children = 0) {
  await waitForText(page, TITLE, 'Choose number of guests');
  await click(page, { role: 'button', name: `${guests} guests`, exact: true });
  await waitForText(page, TITLE, /children|Choose a date/);
  if ((await waitForText(page, TITLE, /./)) !== 'Choose a date') {
    await click(page, {
      role: 'button',
      name: children === 1 ? '1 child' : `${children} children`,
      exact: true,
    });
  }
  await waitForText(page, TITLE, 'Choose a date');
}

/** Clicks the day in the calendar (which opens at this month), a month on when it is next month's. */
export async function chooseDay(page: EnginePage, day: DateTime) {
  const name = new RegExp(` ${day.day} ${day.setLocale('en-GB').toFormat('MMMM yyyy')}`);
  const month = (d: DateTime) => d.year * 12 + d.month;
  await waitFor(page, { role: 'button', name: / \d+ \w+ \d{4}/ });
  if (month(day) > month(DateTime.now().setZone(ZONE))) {
    await click(page, { role: 'button', name: 'Next month', exact: true });
  }
  await click(page, { role: 'button', name });
  await waitForText(page, TITLE, 'Choose a time');
}

/** Clicks the first time button starting with `time` and waits for the details form. */
export async function chooseTime(page: EnginePage, time: string) {
  await click(page, { role: 'button', name: new RegExp(`^${time}`) });
  await waitForText(page, TITLE, 'Confirm your details');
  await waitFor(page, { testId: 'details-form' });
}

const FIELD = (label: string): Target => ({ role: 'textbox', name: label, exact: true });

/**
 * Types the guest's details field by field with the real keyboard (GB mobile: English UI).
 * `company: false` for a venue that asks for no company name (the activity venue).
 */
export async function fillDetails(page: EnginePage, { company = true } = {}) {
  await fill(page, FIELD('First name'), 'Anna');
  await fill(page, FIELD('Last name'), 'Lindqvist');
  await fill(page, FIELD('Mobile number'), '07400 123456');
  await fill(page, FIELD('Email'), 'anna@example.com');
  // The demo restaurant asks for a company name (demo/seed/se-restaurant.json).
  if (company) await fill(page, FIELD('Company name'), 'Lindqvist AB');
  await page.press('Tab');
}

/** Presses Book once it is enabled and waits for the booking page. */
export async function submit(page: EnginePage, heading = 'Booking confirmed') {
  await pressBook(page);
  await waitForText(page, { testId: 'booking-heading' }, heading, 20_000);
}

/** Presses Book (Pay, Send booking request) once it is enabled. */
export async function pressBook(page: EnginePage) {
  await until(
    () =>
      page.evaluate<boolean>(
        `(() => { const w = [...document.querySelectorAll('booking-widget')].find((e) => e.shadowRoot); const b = w && w.shadowRoot.querySelector('[data-testid="details-submit"]'); return !!b && !b.disabled && b.getAttribute('aria-disabled') !== 'true'; })()`,
      ),
    Boolean,
    'Book to be enabled',
  );
  await click(page, { testId: 'details-submit' });
}

/** The booking id from the page address (full page) or the widget's stored route. */
export async function bookingId(page: EnginePage): Promise<string> {
  const where = await page.evaluate<string>(
    `(() => { const k = Object.keys(sessionStorage).find((k) => k.startsWith('booking-widget:route:')); return (k && sessionStorage.getItem(k)) || location.href; })()`,
  );
  const match = /\/(?:finalize|booking(?:\/[\w-]+)?)\/([0-9a-f-]{36})/.exec(where);
  if (!match) throw new Error(`no booking id in ${where}`);
  return match[1]!;
}
