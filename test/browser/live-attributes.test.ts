import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations } from './support.ts';

// Issue 50: a single-page app changes the attributes of a living <booking-widget> (a venue's own
// party or date picker, a route that shows another venue). Tuesday 1 December 2026, 08:00 in
// Stockholm: se_demo/1 asks children; Wednesday 2 and Saturday 5 December are open.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);

const title = (page: Page) => page.getByTestId('step-title');
const summary = (page: Page) =>
  page.getByTestId('wizard-summary').getByRole('listitem').allTextContents();
const set = (page: Page, name: string, value: string | null) =>
  page.evaluate(
    ({ n, v }) => {
      const element = document.querySelector('booking-widget')!;
      if (v === null) element.removeAttribute(n);
      else element.setAttribute(n, v);
    },
    { n: name, v: value },
  );

describe('issue 50: live attribute changes on a living element', () => {
  it('guests and date changed before a table is held start the wizard again from them, keeping the guest’s other choices', async () => {
    const page = await demo.openElement('lang="en" guests="2" children="0"');
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await set(page, 'date', '2026-12-02');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    expect(await summary(page)).toEqual(['2 guests', '2 Dec 2026']);
    // The venue's picker changes the party: its own date stays, the children step asks again
    // only if the rule needs it (children were chosen: 0, kept).
    await set(page, 'guests', '4');
    await expect.poll(() => summary(page)).toEqual(['4 guests', '2 Dec 2026']);
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    // Checked as an address is: a party over the venue's online limit asks again.
    await set(page, 'guests', '40');
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
    await expectNoAxeViolations(page);
  });

  it('lang switches in place; a prefill change never interrupts a held table, and another unit releases it', async () => {
    const page = await demo.openElement('lang="en" guests="2" children="0" date="2026-12-02"');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await set(page, 'lang', 'sv');
    await expect.poll(() => title(page).textContent()).toBe('Välj tid');
    await set(page, 'lang', 'en');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => title(page).textContent()).toBe('Confirm your details');
    const guid = /finalize\/([0-9a-f-]{36})/.exec(
      await page.evaluate(() => JSON.stringify(sessionStorage)),
    )?.[1];
    expect(guid).toBeTruthy();
    await page.getByLabel('First name', { exact: false }).first().fill('Ada');
    expect((await demo.api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
    // The venue's date picker moves while the guest fills in details: nothing moves.
    await set(page, 'date', '2026-12-05');
    await set(page, 'guests', '3');
    expect(await title(page).textContent()).toBe('Confirm your details');
    expect(await page.getByLabel('First name', { exact: false }).first().inputValue()).toBe('Ada');
    // Another venue on the same element: the held table goes back, as leaving the flow does.
    const cleared = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/WebBookings/${guid}/Clear`),
    );
    await set(page, 'unit', '2');
    await cleared;
    await expect.poll(() => title(page).textContent()).not.toBe('Confirm your details');
    await expect
      .poll(async () => (await demo.api(`WebBooking/WebBookings/${guid}`)).status)
      .toBe(113);
  });
});
