import { describe, expect, it } from 'vitest';
import type { EnginePage } from './engines.ts';
import { click, count, fill, inPage, until, waitFor, waitForText, type Target } from './page.ts';
import { openDay } from './flow.ts';
import { engineSuite, errors, TITLE } from './suite.ts';

// Issues 48 and 49 in this engine, as a guest meets them on the links of a booking's e-mails,
// opened in a fresh tab (/booking/{system}/{guid} names no unit): the edit dialog's contact
// follows the booking form's rules (doc 2 §5); Book more, To booking start and the
// session-expired dialog's OK go back to the start (doc 2 §2, §4); the finalize link of a
// booking whose table was taken shows the session-expired dialog and nothing held (doc 2 §4).
const suite = engineSuite();

const post = (path: string, body: unknown = {}) =>
  fetch(`${suite.server.url}/api/v1/WebBooking/WebBookings${path}`, {
    method: 'POST',
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function posted(path: string, body: unknown = {}) {
  const res = await post(path, body);
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as { guid: string };
}

/** Dinner for 2 at 18:00 on the next open day, as the wizard asks for it. */
function dinnerFor2() {
  const day = openDay();
  return {
    unitId: 1,
    guests: 2,
    guestsChildren: 0,
    date: day.toFormat('yyyy-MM-dd'),
    times: [{ ruleId: 2, start: day.set({ hour: 18 }).toUTC().toISO() }],
    lang: 'en',
  };
}

/** A finalized English dinner booking on the next open day, as the reference API makes it. */
async function booked(): Promise<string> {
  const { guid } = await posted('', dinnerFor2());
  await posted(`/${guid}/Finalize`, {
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
const typedNumber = (page: EnginePage) =>
  inPage<string | null>(page, 'const el = H.one(T); return el ? el.value : null;', {
    css: 'dialog[open] input[name="mobile"]',
  });

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
    // The guest leaves the field once the number shows as typed (a failure then says whether the
    // keys arrived, or the country did not follow them).
    await until(
      () => typedNumber(page),
      (n) => n === '+47 406 12 345',
      'the typed number in the field',
    );
    await page.press('Tab');
    await until(
      async () => `${await pickedCountry(page)} for ${await typedNumber(page)}`,
      (c) => c.startsWith('NO '),
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

  it.each([
    ['Book more on a confirmed booking', false, 'Book more'],
    ['To booking start on a cancelled booking', true, 'To booking start'],
  ])(
    'doc 2 §2: %s goes to the first step, not to a broken link',
    async (_name, cancelled, label) => {
      const guid = await booked();
      if (cancelled) await posted(`/${guid}/Cancel`);
      const page = await suite.open(`/booking/se_demo/${guid}`);
      await waitForText(page, { testId: 'book-more' }, label);
      // By keyboard: the link sits under the cover and the texts, which may still move it.
      await inPage(page, 'H.one(T).focus(); return true;', { testId: 'book-more' });
      await page.press('Enter');
      await atStart(page);
    },
  );

  it("doc 2 §2, §4 Session guard: an expired booking's page, OK on the session-expired dialog goes to the first step", async () => {
    const guid = await expiredAndTaken();
    const page = await suite.open(`/booking/se_demo/${guid}`);
    await waitFor(page, EXPIRED);
    await click(page, { role: 'button', name: 'OK', exact: true });
    await atStart(page);
  });

  it('doc 2 §4 Session guard: the finalize link of a booking whose table was taken: the session-expired dialog, nothing held behind it; OK goes to the first step', async () => {
    const guid = await expiredAndTaken();
    const { date } = dinnerFor2();
    const page = await suite.open(`/se_demo/1/finalize/${guid}?guests=2&children=0&date=${date}`);
    await waitFor(page, EXPIRED);
    expect(await count(page, { role: 'dialog' })).toBe(1);
    expect(await count(page, { testId: 'details-intro' })).toBe(0);
    expect(await count(page, { testId: 'details-form' })).toBe(0);
    await click(page, { role: 'button', name: 'OK', exact: true });
    await atStart(page);
    expect((await suite.api(`WebBooking/WebBookings/${guid}`)).status).toBe(113);
  });
});

const EXPIRED: Target = { role: 'dialog', name: /^Your session has expired/ };

/**
 * A dinner booking the guest left unfinished (released: Expired) whose tables others then took,
 * so the session guard's Refresh cannot revive it (code 2).
 */
async function expiredAndTaken(): Promise<string> {
  const { guid } = await posted('', dinnerFor2());
  await posted(`/${guid}/Clear`);
  let taken = 0;
  while ((await post('', dinnerFor2())).status === 201) taken++;
  expect(taken).toBeGreaterThan(0);
  expect((await post(`/${guid}/Refresh`)).status).toBe(409);
  return guid;
}

/** The venue's first step, at the venue's start address, and no error page. */
async function atStart(page: EnginePage) {
  await waitForText(page, TITLE, 'Choose number of guests').catch(async (error: unknown) => {
    const where = await page.evaluate<string>('location.pathname');
    const shown = await inPage<string>(
      page,
      'return H.norm(H.all("booking-widget")[0]?.shadowRoot?.textContent).slice(0, 300);',
    );
    throw new Error(`${String(error)}; at ${where}: ${shown}`);
  });
  expect(await page.evaluate<string>('location.pathname')).toBe('/se_demo/1');
  expect(await count(page, { css: '[data-error-page]' })).toBe(0);
  expect(await errors(page)).toEqual([]);
}
