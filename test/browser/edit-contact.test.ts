import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { expectNoAxeViolations, screenshot } from './support.ts';

// Issue 48: the booking page's edit-contact dialog follows the booking's contact form (doc 2
// §5 "Edit contact: same rules as the booking contact form"; doc 1 §5 Contact), driven as a
// guest on /booking/{system}/{guid}. Tuesday 1 December 2026, 08:00 in Stockholm.
const NOW = Date.parse('2026-12-01T07:00:00Z');
const demo = demoAt(NOW);
const { open, api } = demo;

const contact = {
  fname: 'Anna',
  lname: 'Svensson',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: true,
};

async function post(path: string, body: unknown): Promise<any> {
  const res = await fetch(`${demo.harness.server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { system: 'se_demo', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return res.json();
}

/** A finalized booking in English, with the guest's contact, as the link opens it. */
async function booked(hhmm: string): Promise<string> {
  const start = new Date(`2026-12-02T${hhmm}:00+01:00`).toISOString();
  const { guid } = await post('WebBooking/WebBookings', {
    unitId: 1,
    guests: 2,
    date: '2026-12-02',
    times: [{ ruleId: 1, start }],
  });
  await post(`WebBooking/WebBookings/${guid}/Finalize`, { contact, lang: 'en' });
  return guid as string;
}

const dialog = (page: Page) => page.locator('dialog[open]');
const save = (page: Page) => page.getByTestId('edit-save');
const picker = (page: Page) => dialog(page).getByLabel('Country calling code');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
/** The fields' messages (alerts only when a save tried shows them, issue 52). */
const alerts = (page: Page) => dialog(page).locator('[id$="-error"]');
const focused = (page: Page, label: string) =>
  field(page, label).evaluate((el) => el === (el.getRootNode() as Document).activeElement);

/** The booking page with its edit dialog open at the contact form. */
async function editContact(guid: string, size = DESKTOP): Promise<Page> {
  const page = await open(`/booking/se_demo/${guid}`, size);
  await expect.poll(() => page.getByTestId('booking-actions').count(), { timeout: 15_000 }).toBe(1);
  await page.getByTestId('edit-open').click();
  await page.getByRole('button', { name: 'Contact details' }).click();
  await expect.poll(() => dialog(page).getByTestId('edit-contact-form').count()).toBe(1);
  // The number's own country, once its zone is in (doc 1 §5 default country).
  await expect.poll(() => picker(page).inputValue()).toBe('SE');
  return page;
}

/** The edit calls the page sends from now on. */
function edits(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/edit$/i.test(request.url())) sent.push(request.method());
  });
  return sent;
}

describe('edit contact: the booking form’s rules (doc 2 §5, issue 48)', () => {
  it('doc 1 §5 Contact: every field is required and says so once left; Save stays off', async () => {
    const page = await editContact(await booked('12:00'));
    for (const label of ['First name', 'Last name', 'Mobile number', 'Email']) {
      expect(
        await field(page, label).evaluate((el) => (el as HTMLInputElement).required),
        label,
      ).toBe(true);
    }
    await expectNoAxeViolations(page);
    await field(page, 'First name').fill('');
    await field(page, 'First name').blur();
    await expect.poll(() => alerts(page).allTextContents()).toEqual(['Required']);
    expect(await field(page, 'First name').getAttribute('aria-invalid')).toBe('true');
    expect(await save(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('doc 1 §5 Mobile: a + prefix picks its country when valid there; else the chosen country’s rule', async () => {
    const guid = await booked('12:30');
    const page = await editContact(guid);
    // Not a Norwegian number: the picker keeps Sweden, whose rule refuses it.
    await field(page, 'Mobile number').fill('+47 12');
    await field(page, 'Mobile number').blur();
    await expect
      .poll(() => alerts(page).allTextContents())
      .toEqual(['Enter a valid mobile number, for example 070-123 45 67']);
    expect(await picker(page).inputValue()).toBe('SE');
    expect(await save(page).isDisabled()).toBe(true);
    // A Norwegian number: Norway, checked by Norway's rule, and it can be saved.
    await field(page, 'Mobile number').fill('+47 406 12 345');
    await field(page, 'Mobile number').blur();
    await expect.poll(() => picker(page).inputValue()).toBe('NO');
    await expect.poll(() => alerts(page).count()).toBe(0);
    await screenshot(page, 'edit-contact-prefix-1280');
    await save(page).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).contact.mobile).toBe('+4740612345');
  });

  it('doc 1 §5 (issue 36): a number refused for the chosen country but valid in the venue’s market is offered it', async () => {
    const page = await editContact(await booked('13:00'), PHONE);
    await picker(page).selectOption('GB');
    await field(page, 'Mobile number').fill('070-123 45 67');
    await field(page, 'Mobile number').blur();
    const offer = dialog(page).getByTestId('phone-suggest');
    await expect.poll(() => offer.textContent()).toBe('Use Sweden +46');
    expect(await save(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'edit-contact-suggest-375');
    await offer.click();
    expect(await picker(page).inputValue()).toBe('SE');
    await expect.poll(() => offer.count()).toBe(0);
    expect(await focused(page, 'Mobile number')).toBe(true);
    await expect.poll(() => alerts(page).count()).toBe(0);
  });

  it('WCAG 3.3.1: a save tried with Enter shows every error and focuses the first; nothing is sent', async () => {
    const guid = await booked('13:30');
    const page = await editContact(guid);
    const sent = edits(page);
    await field(page, 'Last name').fill('');
    await field(page, 'Email').fill('anna@');
    await field(page, 'Email').press('Enter');
    await expect
      .poll(() => alerts(page).allTextContents())
      .toEqual(['Required', 'Provide a valid email address']);
    await expect.poll(() => focused(page, 'Last name')).toBe(true);
    expect(await save(page).isDisabled()).toBe(true);
    expect(await dialog(page).count()).toBe(1);
    expect(sent).toEqual([]);
    expect((await api(`WebBooking/WebBookings/${guid}`)).contact.lname).toBe('Svensson');
  });

  it('doc 2 §4 Edit: a valid change saves, trimmed and in international form; Enter saves too', async () => {
    const guid = await booked('14:00');
    const page = await editContact(guid);
    await field(page, 'First name').fill('  Annika ');
    await field(page, 'Mobile number').fill('070-765 43 21');
    await field(page, 'Mobile number').blur();
    await save(page).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.getByText('Your booking is updated').count()).toBeGreaterThan(0);
    const saved = (await api(`WebBooking/WebBookings/${guid}`)).contact;
    // What the dialog does not show stays as it was (doc 2 §3 contact).
    expect(saved).toMatchObject({ fname: 'Annika', mobile: '+46707654321', newsletter: true });

    await page.getByTestId('edit-open').click();
    await page.getByRole('button', { name: 'Contact details' }).click();
    await field(page, 'Email').fill('annika@example.com');
    await field(page, 'Email').press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await api(`WebBooking/WebBookings/${guid}`)).contact.email).toBe('annika@example.com');
  });
});
