import { describe, expect, it } from 'vitest';
import type { EnginePage } from './engines.ts';
import { displayDate, openDay } from './flow.ts';
import { count, inPage, text, until, waitFor, waitForText } from './page.ts';
import { engineSuite, errors, PHONE, TITLE } from './suite.ts';

// Issue 35 and doc 1 §1 (accessibility): a guest who books with the keyboard alone, in this
// engine: Tab, Enter, Space and the arrow keys from the first step to the booking page.
const suite = engineSuite();

/** "TAG name" of the element holding focus inside the widget. */
const active = (page: EnginePage) =>
  inPage<string>(page, `const el = H.active(); return el ? el.tagName + ' ' + H.name(el) : '';`);

async function tabTo(page: EnginePage, pattern: RegExp) {
  for (let i = 0; i < 40 && !pattern.test(await active(page)); i++) await page.press('Tab');
  expect(await active(page)).toMatch(pattern);
}

async function focusTo(page: EnginePage, pattern: RegExp) {
  await until(
    () => active(page),
    (a) => pattern.test(a),
    `focus on ${String(pattern)}`,
  );
}

describe(`${suite.name}: a booking with the keyboard alone (issue 35)`, () => {
  it('Tab, Enter, Space and arrows from the guests step to the booking page', async () => {
    const page = await suite.open('/site/inline.html', PHONE);
    await waitForText(page, TITLE, 'Choose number of guests');
    await tabTo(page, /^BUTTON 2 guests$/);
    await page.press('Enter');
    await focusTo(page, /^H2 How many of them are children\?/);
    await tabTo(page, /^BUTTON 0 children$/);
    await page.press('Space');
    await focusTo(page, /^H2 Choose a date/);
    await waitFor(page, { role: 'gridcell' });
    const day = openDay();
    const dayName = new RegExp(`^BUTTON \\w+,? ${day.day} ${day.toFormat('MMMM yyyy')}`);
    await tabTo(page, /^BUTTON \w+,? \d+ \w+ \d{4}/);
    // The grid is one Tab stop; the arrows walk the days (a month on when the day is next month's).
    for (let i = 0; i < 45 && !dayName.test(await active(page)); i++)
      await page.press('ArrowRight');
    expect(await active(page)).toMatch(dayName);
    await page.press('Enter');
    await focusTo(page, /^H2 Choose a time/);
    await waitFor(page, { role: 'button', name: /^18:00/ });
    await tabTo(page, /^BUTTON 18:00/);
    await page.press('Enter');
    await waitForText(page, TITLE, 'Confirm your details');
    await focusTo(page, /^H2 Confirm your details/);
    // The form is its own chunk: Tab before it is drawn would leave the widget.
    await waitFor(page, { role: 'textbox', name: 'Company name', exact: true });
    for (const [label, value] of [
      ['First name', 'Anna'],
      ['Last name', 'Lindqvist'],
      ['Mobile number', '07400 123456'],
      ['Email', 'anna@example.com'],
      ['Company name', 'Lindqvist AB'],
    ] as const) {
      await tabTo(page, new RegExp(`^INPUT ${label}$`));
      await page.type(value);
    }
    await tabTo(page, /^BUTTON Book$/);
    await page.press('Enter');
    await waitForText(page, { testId: 'booking-heading' }, 'Booking confirmed', 20_000);
    expect(await text(page, { testId: 'booking-facts' })).toContain(displayDate(day));
    expect(await errors(page)).toEqual([]);
  });
});

describe(`${suite.name}: a field's message is no alert until a submit (issue 52)`, () => {
  it('left with an error, the message shows without an alert; Book announces and focuses the first', async () => {
    const day = openDay().toISODate()!;
    const page = await suite.open(`/se_demo/1?guests=2&children=0&date=${day}&tag=web`, PHONE);
    await waitForText(page, TITLE, 'Choose a time');
    await waitFor(page, { role: 'button', name: /^18:00/ });
    await tabTo(page, /^BUTTON 18:00/);
    await page.press('Enter');
    await waitFor(page, { role: 'textbox', name: 'Company name', exact: true });
    const alerts = () => count(page, { css: '[role="alert"]' });
    await tabTo(page, /^INPUT Mobile number$/);
    await page.type('07');
    await page.press('Tab');
    await until(
      () => count(page, { css: '[id$="mobile-error"]' }),
      (n) => n === 1,
      'the mobile number’s message',
    );
    expect(await alerts()).toBe(0);
    await tabTo(page, /^BUTTON Book$/);
    await page.press('Enter');
    await focusTo(page, /^INPUT First name$/);
    expect(await alerts()).toBeGreaterThan(1);
    expect(await errors(page)).toEqual([]);
  });
});
