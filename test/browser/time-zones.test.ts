import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readApiTime } from '../../shared/time/apiTime.ts';
import { writeApiTime } from '../../shared/time/writeApiTime.ts';
import { demoAt } from './demoAt.ts';
import { DESKTOP } from './harness.ts';
import { control, downloadedText } from './support.ts';

// Issue 30: Smak & Sill serves dinner at 18:00 Stockholm time. A guest whose browser runs in
// London, New York or Tokyo sees 18:00 and books 18:00: on the time step, the details step's
// summary, the booking page, the .ics file, the edit and the waiting-list offer's cutoff, with
// the reference API writing offsets (the default) and writing the .NET local form.
// Tuesday 1 December 2026, 08:00 in Stockholm; Wednesday 2 December has Lunch and Middag.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const VENUE = 'Europe/Stockholm';
const DAY = '2026-12-02';
const GUEST_ZONES = ['Europe/London', 'America/New_York', 'Asia/Tokyo'] as const;
const contact = {
  fname: 'Anna',
  lname: 'Svensson',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: false,
};

/** A Stockholm wall clock in December (UTC+1) as the instant it names. */
const stockholmMs = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+01:00`);
const title = (page: Page) => page.getByTestId('step-title');

for (const form of ['utc', 'local'] as const) {
  describe(`the API writes the ${form === 'utc' ? 'offset (UTC)' : '.NET local'} form`, () => {
    const demo = demoAt(NOW, { timeFormat: form });
    /** A Stockholm wall clock as this API writes it. */
    const written = (date: string, hhmm: string) =>
      writeApiTime(stockholmMs(date, hhmm), VENUE, form);

    async function call(method: string, path: string, body?: unknown): Promise<any> {
      const res = await fetch(`${demo.harness.server.url}/api/v1/${path}`, {
        method,
        headers: { system: 'se_demo', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    }

    async function openIn(zone: string, path: string) {
      const page = await demo.open(path, DESKTOP, { timezoneId: zone });
      // The positive control: the browser really runs in the guest's zone.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        zone,
      );
      return page;
    }

    for (const zone of GUEST_ZONES) {
      it(`a guest in ${zone} books 18:00, sees 18:00 everywhere and moves it to 18:30`, async () => {
        const page = await openIn(zone, `/se_demo/1?guests=2&children=0&date=${DAY}`);
        await expect.poll(() => title(page).textContent()).toBe('Choose a time');
        // The times list: Lunch from 11:00 and Middag until 21:45, the venue's hours.
        await expect
          .poll(() => page.getByRole('button', { name: /^18:00/ }).count())
          .toBeGreaterThan(0);
        const times = (await page.getByRole('button', { name: /^\d\d:\d\d/ }).allTextContents())
          .map((text) => text.slice(0, 5))
          .sort();
        const answer = await call('GET', `WebBooking/availableTimes?date=${DAY}&unitId=1`);
        const venueClocks = (
          answer.json[0].sections as { timeSets: { times: { start: string }[] }[] }[]
        )
          .flatMap((section) => section.timeSets.flatMap((rule) => rule.times))
          .map((slot) => readApiTime(slot.start, VENUE).time)
          .sort();
        expect(venueClocks[0]).toBe('11:00');
        expect(times[0]).toBe(venueClocks[0]);
        expect(times.at(-1)).toBe(venueClocks.at(-1));
        expect(times).toContain('18:00');

        await page
          .getByRole('button', { name: /^18:00/ })
          .first()
          .click();
        await expect.poll(() => page.getByTestId('details-intro').count()).toBe(1);
        const facts = await page.getByTestId('booking-facts').textContent();
        expect(facts).toContain('2 Dec 2026');
        expect(facts).toContain('18:00');
        const stored = await page.evaluate(() => {
          const key = Object.keys(sessionStorage).find((k) =>
            k.startsWith('booking-widget:route:'),
          );
          return key ? sessionStorage.getItem(key) : null;
        });
        const guid = /\/finalize\/([0-9a-f-]{36})/.exec(stored ?? page.url())![1]!;
        // The time sent back is the API's own: the booking starts at 18:00 in Stockholm.
        const held = await call('GET', `WebBooking/WebBookings/${guid}`);
        expect(held.json.start).toBe(written(DAY, '18:00'));
        // Finalized before the page closes: closing a page releases an unfinalized booking.
        const done = await call('POST', `WebBooking/WebBookings/${guid}/Finalize`, {
          contact,
          lang: 'en',
        });
        expect(done.status).toBe(200);
        await page.context().close();
        const bookingPage = await openIn(zone, `/booking/se_demo/${guid}`);
        await expect.poll(() => bookingPage.getByTestId('booking-facts').count()).toBe(1);
        const overview = await bookingPage.getByTestId('booking-facts').textContent();
        expect(overview).toContain('2 Dec 2026');
        expect(overview).toContain('18:00');
        expect(await bookingPage.getByTestId('my-booking').textContent()).toContain('18:00');

        // The .ics: the venue's wall clock in its zone, with the offset that makes the instant.
        const [download] = await Promise.all([
          bookingPage.waitForEvent('download'),
          bookingPage.getByTestId('add-to-calendar').click(),
        ]);
        const ics = (await downloadedText(download)).replace(/\r\n /g, '');
        expect(ics).toContain('DTSTART;TZID=Europe/Stockholm:20261202T180000');
        expect(ics).toContain('TZOFFSETTO:+0100');

        // Edit: the times offered are the venue's, and the new one is saved as 18:30 there.
        await bookingPage.getByTestId('edit-open').click();
        await bookingPage.getByRole('button', { name: 'Time' }).click();
        await expect.poll(() => bookingPage.getByTestId('edit-times').count()).toBe(1);
        const choices = await bookingPage
          .getByTestId('edit-times')
          .getByRole('button')
          .allTextContents();
        expect(choices.map((text) => text.slice(0, 5))).toContain('21:45');
        await bookingPage.getByRole('button', { name: /^18:30/ }).click();
        await bookingPage.getByTestId('edit-save').click();
        await expect.poll(() => bookingPage.locator('dialog[open]').count()).toBe(0);
        const moved = await call('GET', `WebBooking/WebBookings/${guid}`);
        expect(moved.json.start).toBe(written(DAY, '18:30'));
        await expect
          .poll(() => bookingPage.getByTestId('booking-facts').textContent())
          .toContain('18:30');
        await bookingPage.context().close();
      });

      it(`a guest in ${zone} sees the waiting-list offer and its cutoff in the venue's hours`, async () => {
        // Every table at 19:00 taken, a waiting-list entry, one table freed and offered.
        const date = '2026-12-09';
        const taken: string[] = [];
        for (;;) {
          const answer = await call('POST', 'WebBooking/WebBookings', {
            unitId: 1,
            guests: 2,
            date,
            times: [{ ruleId: 2, start: written(date, '19:00') }],
          });
          if (answer.status !== 201) break;
          taken.push(answer.json.guid);
        }
        const entry = await call('POST', 'WebBooking/WebBookings', {
          unitId: 1,
          guests: 2,
          date,
          isWaitList: true,
          times: [{ ruleId: 2, start: written(date, '19:00') }],
        });
        expect(entry.status).toBe(201);
        const guid = entry.json.guid as string;
        await call('POST', `WebBooking/WebBookings/${guid}/Finalize`, { contact, lang: 'en' });
        await call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
        await control(demo.harness.server.url, 'waitlistoffer', {
          guid,
          startTime: written(date, '19:00'),
        });

        const page = await openIn(zone, `/booking/se_demo/${guid}`);
        await expect
          .poll(() => page.getByTestId('offer-panel').count(), { timeout: 15_000 })
          .toBe(1);
        const panel = await page.getByTestId('offer-panel').textContent();
        // Middag locks per time, 60 minutes before: the offer at 19:00 must be confirmed by 18:00.
        expect(panel).toContain('The venue offers you a table on Wed 9 Dec, 19:00.');
        expect(panel).toContain('Confirm by Wed 9 Dec, 18:00');
        await page.context().close();
      });
    }
  });
}
