import { describe, expect, it } from 'vitest';
import { attr, click, shot, text, waitForText } from './page.ts';
import {
  bookingId,
  chooseDay,
  chooseGuests,
  chooseTime,
  displayDate,
  fillDetails,
  openDay,
  submit,
} from './flow.ts';
import { DESKTOP, engineSuite, errors, PHONE } from './suite.ts';

// Issue 35: a guest's whole table booking in this engine, full page, at phone and desktop width:
// guests, children, date, time (doc 1 §1), details and Book (doc 1 §2, §4), the booking page
// (doc 2 §2) and cancelling from it (doc 2 §3).
const suite = engineSuite();

describe(`${suite.name}: a table booking from the first step to cancelled (issue 35)`, () => {
  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])('full page at %s px: book, the booking page, cancel', async (width, size) => {
    const page = await suite.open('/se_demo/1', size);
    expect(await page.evaluate('innerWidth')).toBe(size.width);
    await chooseGuests(page, 2);
    const day = openDay();
    await chooseDay(page, day);
    await chooseTime(page, '18:00');
    await fillDetails(page);
    await shot(page, `booking-details-${width}`);
    await submit(page);
    const guid = await bookingId(page);

    // doc 1 §9: the date in the interface language's own format, the same in every engine.
    const facts = await text(page, { testId: 'booking-facts' });
    expect(facts).toContain(displayDate(day));
    expect(facts).toContain('18:00');
    expect(facts).toContain('2 guests');
    expect(await text(page, { testId: 'booking-greeting' })).toBe('Hello Anna!');
    await shot(page, `booking-page-${width}`);
    const stored = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(stored.guests).toBe(2);
    // Checked with its zone's phone plans (dist/phone/, DESIGN §6), so sent in E.164; without
    // them it would go as typed.
    expect(stored.contact.mobile).toBe('+447400123456');

    await click(page, { testId: 'cancel-booking' });
    await waitForText(
      page,
      { role: 'heading', name: 'Cancel your booking?' },
      /Cancel your booking/,
    );
    await click(page, { role: 'button', name: 'Yes, cancel', exact: true });
    await waitForText(page, { testId: 'booking-heading' }, 'Booking cancelled');
    expect(await attr(page, { testId: 'booking-heading' }, 'data-testid')).toBe('booking-heading');
    const cancelled = await suite.api(`WebBooking/WebBookings/${guid}`);
    expect(cancelled.status).not.toBe(stored.status);
    expect(await errors(page)).toEqual([]);
  });
});
