import { describe, expect, it } from 'vitest';
import type { EnginePage } from './engines.ts';
import { click, count, fill, inPage, until, waitFor, waitForText, type Target } from './page.ts';
import { openDay } from './flow.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issues 48 and 49 in this engine, as a guest meets them on a booking's page opened from its
// e-mailed link (/booking/{system}/{guid}, a fresh tab): the edit dialog's contact follows the
// booking form's rules (doc 2 §5), and Book more goes back to the start (doc 2 §2).
const suite = engineSuite();

/** A finalized English dinner booking on the next open day, as the reference API makes it. */
async function booked(): Promise<string> {
  const day = openDay();
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${suite.server.url}/api/v1/${path}`, {
      method: 'POST',
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return (await res.json()) as { guid: string };
  };
  const { guid } = await post('WebBooking/WebBookings', {
    unitId: 1,
    guests: 2,
    date: day.toFormat('yyyy-MM-dd'),
    times: [{ ruleId: 2, start: day.set({ hour: 18 }).toUTC().toISO() }],
  });
  await post(`WebBooking/WebBookings/${guid}/Finalize`, {
    contact: {
      fname: 'Anna',
      lname: 'Svensson',
      email: 'anna@example.com',
      mobile: '+46701234567',
      newsletter: false,
    },
    lang: 'en',
  });
  return guid;
}

const picker: Target = { css: 'dialog[open] select' };
const pickedCountry = (page: EnginePage) =>
  inPage<string | null>(page, 'const el = H.one(T); return el ? el.value : null;', picker);

describe(`${suite.name}: a booking's page opened from its e-mailed link (issues 48, 49)`, () => {
  it('doc 2 §5 edit contact: a number with +47 picks Norway and is saved in international form', async () => {
    const guid = await booked();
    const page = await suite.open(`/booking/se_demo/${guid}`);
    await waitFor(page, { testId: 'booking-actions' });
    await click(page, { testId: 'edit-open' });
    await click(page, { role: 'button', name: 'Contact details', exact: true });
    await waitFor(page, { testId: 'edit-contact-form' });
    await until(
      () => pickedCountry(page),
      (c) => c === 'SE',
      'the number’s own country',
    );
    const mobile: Target = { role: 'textbox', name: 'Mobile number', exact: true };
    await fill(page, mobile, '+47 406 12 345');
    await page.press('Tab');
    await until(
      () => pickedCountry(page),
      (c) => c === 'NO',
      'Norway from the +47 prefix',
    );
    await click(page, { testId: 'edit-save' });
    await until(
      () => count(page, { role: 'dialog' }),
      (n) => n === 0,
      'the edit dialog to close',
    );
    await until(
      async () => (await suite.api(`WebBooking/WebBookings/${guid}`)).contact.mobile as string,
      (m) => m === '+4740612345',
      'the API to hold the number in E.164',
    );
    expect(await errors(page)).toEqual([]);
  });

  it('doc 2 §2: Book more goes to the first step, not to a broken link', async () => {
    const guid = await booked();
    const page = await suite.open(`/booking/se_demo/${guid}`);
    await waitForText(page, { testId: 'book-more' }, 'Book more');
    await click(page, { testId: 'book-more' });
    await waitForText(page, TITLE, 'Choose number of guests');
    expect(await page.evaluate<string>('location.pathname')).toBe('/se_demo/1');
    expect(await count(page, { css: '[data-error-page]' })).toBe(0);
    expect(await errors(page)).toEqual([]);
  });
});
