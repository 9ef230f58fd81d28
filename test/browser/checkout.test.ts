import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './harness.ts';
import { demoAt } from './demoAt.ts';
import { control, expectNoAxeViolations, screenshot } from './support.ts';

// The end of the guest flow (doc 1 §2 Details, §4 Submit, §5 Contact, doc 2 §4 and §8 on the
// return from payment), driven as a guest in full-page mode against the reference API.
// Tuesday 1 December 2026, 08:00 in Stockholm: Wednesday 2 December has Lunch, Middag,
// Bar kväll (no-show fee 200 per guest) and Provsmakning (prepayment 895 per guest) open;
// Saturday 5 December is full with a waiting list.
const NOW = Date.parse('2026-12-01T07:00:00Z');

const demo = demoAt(NOW);
const { open, api } = demo;

const title = (page: Page) => page.getByTestId('step-title');
const form = (page: Page) => page.getByTestId('details-form');
const submit = (page: Page) => page.getByTestId('details-submit');
const heading = (page: Page) => page.getByTestId('booking-heading');
/** The fields' messages: alerts only when a submit shows them (issue 52). */
const fieldErrors = (page: Page) => page.locator('booking-widget [id$="-error"]');

/** The time step of 2 December for a party of `guests`, as a prefilled link opens it. */
async function openTimes(size = DESKTOP, guests = 2) {
  const page = await open(`/se_demo/1?guests=${guests}&children=0&date=2026-12-02&tag=web`, size);
  await expect.poll(() => title(page).textContent()).toBe('Choose a time');
  return page;
}

/** Clicks a time of a rule's row and waits for the details form. */
async function chooseTime(page: Page, row: string, time: string) {
  const button = page
    .locator(`[data-row="${row}"]`)
    .getByRole('button', { name: new RegExp(`^${time}`) })
    .first();
  await button.click();
  await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
}

function guidFromUrl(page: Page, segment: string): string {
  const match = new RegExp(`/${segment}/([0-9a-f-]{36})`).exec(new URL(page.url()).pathname);
  expect(match, `no ${segment} guid in ${page.url()}`).not.toBeNull();
  return match![1]!;
}

/** Types the guest's details as a guest would: click a field, type, Tab on. */
async function fillDetails(page: Page) {
  await page.getByLabel('First name').click();
  await page.keyboard.type('Anna');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lindqvist');
  // The interface is in English, so the picker starts at GB (doc 1 §5); the guest is Swedish.
  await page.getByLabel('Country calling code').selectOption('SE');
  await page.getByLabel('Mobile number').click();
  await page.keyboard.type('070-123 45 67');
  await page.getByLabel('Email').click();
  await page.keyboard.type('anna@example.com');
  await page.getByLabel('Company name').fill('Lindqvist AB');
  await page.getByLabel('Company name').blur();
}

async function expectConfirmed(page: Page, text: string) {
  await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(text);
}

describe('checkout: a guest finishes each kind of booking', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'normal (Lunch): every contact rule on blur, then Book opens the booking page (%s)',
    async (name, size) => {
      const page = await openTimes(size);
      await chooseTime(page, 'Lunch', '12:00');
      const guid = guidFromUrl(page, 'finalize');
      expect(await title(page).textContent()).toBe('Confirm your details');
      const summary = page.getByTestId('details-summary');
      expect(await summary.textContent()).toContain('Lunch');
      expect(await summary.textContent()).toContain('12:00');
      expect(await summary.textContent()).toContain('2 guests');
      expect(await submit(page).textContent()).toBe('Book');
      expect(await submit(page).isDisabled()).toBe(true);
      // Labels and autocomplete, so browsers and password managers fill the form (doc 1 §2).
      const auto = async (label: string) =>
        page.getByLabel(label, { exact: true }).getAttribute('autocomplete');
      expect(await auto('First name')).toBe('given-name');
      expect(await auto('Last name')).toBe('family-name');
      expect(await auto('Email')).toBe('email');
      expect(await auto('Mobile number')).toBe('tel');
      // doc 1 §5: a name of one letter, a number for the selected country, an e-mail shape.
      await page.getByLabel('First name').fill('A');
      await page.getByLabel('First name').blur();
      await expect
        .poll(() => fieldErrors(page).filter({ hasText: 'Use at least 2 characters' }).count())
        .toBe(1);
      // The picker starts at the interface language's country, GB for English (doc 1 §5).
      expect(await page.getByLabel('Country calling code').inputValue()).toBe('GB');
      await page.getByLabel('Mobile number').fill('123');
      await page.getByLabel('Mobile number').blur();
      await expect
        .poll(() =>
          fieldErrors(page).filter({ hasText: '123 is not a valid phone number' }).count(),
        )
        .toBe(1);
      await page.getByLabel('Country calling code').selectOption('SE');
      const phoneError = fieldErrors(page).filter({ hasText: 'valid mobile number' });
      await expect.poll(() => phoneError.count()).toBe(1);
      expect(await phoneError.textContent()).toMatch(/for example 07\d/);
      await page.getByLabel('Email').fill('anna@');
      await page.getByLabel('Email').blur();
      await expect.poll(() => fieldErrors(page).filter({ hasText: 'valid email' }).count()).toBe(1);
      await expectNoAxeViolations(page);
      await screenshot(page, `checkout-details-errors-${name}`);
      await page.getByLabel('First name').fill('');
      await page.getByLabel('Mobile number').fill('');
      await page.getByLabel('Email').fill('');
      await fillDetails(page);
      // The message refuses input beyond 255 and shows the count in the error colour there.
      const message = page.getByLabel('Message to the venue (optional)');
      await message.fill('x'.repeat(254));
      await message.press('End');
      await page.keyboard.type('yzw');
      expect((await message.inputValue()).length).toBe(255);
      const counter = page.getByTestId('message-counter');
      expect(await counter.textContent()).toContain('255/255');
      expect(await counter.getAttribute('data-full')).toBe('true');
      await message.fill('Fönsterbord om möjligt, tack.');
      await page.getByLabel('Yes, send me the venue’s newsletter').check();
      await expect.poll(() => submit(page).isDisabled()).toBe(false);
      expect(await page.getByRole('alert').count()).toBe(0);
      await expectNoAxeViolations(page);
      await screenshot(page, `checkout-details-${name}`);
      // The privacy link opens the policy dialog; Escape closes it.
      await page.getByRole('button', { name: 'privacy policy' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await submit(page).focus();
      await page.keyboard.press('Enter');
      await expectConfirmed(page, 'Booking confirmed');
      const url = new URL(page.url());
      expect(url.pathname).toBe(`/booking/se_demo/${guid}`);
      // doc 1 §4: the wizard's parameters are dropped, the others kept.
      expect(url.searchParams.get('guests')).toBeNull();
      expect(url.searchParams.get('date')).toBeNull();
      expect(url.searchParams.get('children')).toBeNull();
      expect(url.searchParams.get('tag')).toBe('web');
      const facts = await page.getByTestId('booking-facts').textContent();
      expect(facts).toContain('2 Dec 2026');
      expect(facts).toContain('12:00');
      expect(facts).toContain('2 guests');
      await expectNoAxeViolations(page);
      await screenshot(page, `checkout-confirmed-${name}`);
      const booking = await api(`WebBooking/WebBookings/${guid}`);
      expect(booking.status).toBe(100);
      expect(booking.contact).toMatchObject({
        fname: 'Anna',
        lname: 'Lindqvist',
        email: 'anna@example.com',
        mobile: '+46701234567',
        newsletter: true,
      });
      expect(booking.customer).toEqual({ name: 'Lindqvist AB' });
      expect(booking.message).toBe('Fönsterbord om möjligt, tack.');
      expect(booking.chargeType).toBe(0);
    },
  );

  it('waiting list: Join the waiting list finalizes directly as WaitList', async () => {
    const page = await open('/se_demo/1?guests=2&children=0&date=2026-12-05');
    await expect.poll(() => title(page).textContent()).toBe('Choose a time');
    const waitListTimes = page.getByRole('button', { name: /waiting list/i });
    await expect.poll(() => waitListTimes.count()).toBeGreaterThan(1);
    await waitListTimes.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('button[aria-pressed="false"]').first().click();
    await dialog.getByRole('button', { name: /^Join for 2 / }).click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    const guid = guidFromUrl(page, 'finalize');
    expect(await submit(page).textContent()).toBe('Join the waiting list');
    expect(await page.getByTestId('details-summary').textContent()).toMatch(
      /Times\d\d:\d\d, \d\d:\d\d/,
    );
    await fillDetails(page);
    await submit(page).click();
    await expectConfirmed(page, 'You are on the waiting list');
    expect(new URL(page.url()).searchParams.get('isWaitList')).toBeNull();
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-waitlist-confirmed-desktop');
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(9);
    expect(booking.contact.email).toBe('anna@example.com');
    expect(booking.chargeType).toBe(0);
  });

  it('booking request: Send booking request finalizes as an Inquiry', async () => {
    const page = await open('/se_demo/1');
    await page.getByRole('button', { name: '9 or more guests' }).click();
    await page.getByRole('button', { name: 'Send a booking request' }).click();
    await page.getByRole('button', { name: 'Continue to the request' }).click();
    await page.getByLabel('Number of guests').fill('12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect.poll(() => title(page).textContent()).toBe('Choose a date');
    await page
      .getByRole('gridcell')
      .getByRole('button', { name: / 2 December 2026/ })
      .click();
    await page
      .getByRole('button', { name: /^18:00/ })
      .first()
      .click();
    await expect.poll(() => form(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await title(page).textContent()).toBe('Confirm and send request');
    const guid = guidFromUrl(page, 'finalize');
    expect(await submit(page).textContent()).toBe('Send booking request');
    await fillDetails(page);
    await submit(page).click();
    await expectConfirmed(page, 'Request sent');
    await screenshot(page, 'checkout-request-sent-desktop');
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(114);
    expect(booking.guests).toBe(12);
    expect(booking.contact.lname).toBe('Lindqvist');
  });

  it('prepayment (Provsmakning): pay at the terminal; the booking is held on the way and paid on return', async () => {
    const page = await openTimes(PHONE);
    const clears: string[] = [];
    page.on('request', (r) => {
      if (/\/clear$/i.test(new URL(r.url()).pathname)) clears.push(r.url());
    });
    await chooseTime(page, 'Provsmakning', '18:00');
    const guid = guidFromUrl(page, 'finalize');
    // doc 1 §2 Steps: in prepayment mode the details step's title asks to pay.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Confirm details and pay' }).count())
      .toBe(1);
    // doc 2 §4: 895 per guest × 2 guests, in SEK with no decimals.
    expect(await page.getByTestId('payment-note').textContent()).toMatch(/SEK\s?1,790$/);
    expect(await submit(page).textContent()).toMatch(/^Pay SEK\s?1,790$/);
    await fillDetails(page);
    // A payment method is required: card, or Swish in Sweden.
    expect(await submit(page).isDisabled()).toBe(true);
    await page.getByLabel('Swish').check();
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-prepayment-phone');
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    expect(clears).toEqual([]);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectConfirmed(page, 'Booking confirmed');
    expect(new URL(page.url()).pathname).toBe(`/booking/se_demo/${guid}`);
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-prepayment-confirmed-phone');
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(100);
    expect(booking.chargeType).toBe(1);
    expect(booking.chargePayedAmount).toBe(1790);
    expect(booking.contact.mobile).toBe('+46701234567');
    expect(clears).toEqual([]);
  });

  it('no-show fee (Bar kväll): the card is registered at the terminal', async () => {
    const page = await openTimes();
    await chooseTime(page, 'Bar kväll', '18:00');
    const guid = guidFromUrl(page, 'finalize');
    expect(await submit(page).textContent()).toBe('Register payment card');
    expect(await page.getByTestId('payment-note').textContent()).toMatch(/SEK\s400\b/);
    expect(await page.getByRole('radio').count()).toBe(0);
    await fillDetails(page);
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    expect(new URL(page.url()).searchParams.get('returnUrl')).toContain('isNoShow=true');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectConfirmed(page, 'Booking confirmed');
    const booking = await api(`WebBooking/WebBookings/${guid}`);
    expect(booking.status).toBe(100);
    expect(booking.chargeType).toBe(2);
    expect(booking.chargeStatus).toBe(103);
    expect(booking.contact.fname).toBe('Anna');
  });
});

describe('checkout: the form as a screen reader and the eye meet it (issue 36)', () => {
  it('doc 1 §5: the required fields say so; doc 1 §2 Details: an error in one name leaves the other box where it was', async () => {
    const page = await openTimes(DESKTOP);
    await chooseTime(page, 'Lunch', '12:00');
    for (const label of ['First name', 'Last name', 'Mobile number', 'Email']) {
      expect(
        await page.getByLabel(label).evaluate((el) => (el as HTMLInputElement).required),
        label,
      ).toBe(true);
    }
    expect(
      await page
        .getByLabel('Message to the venue (optional)')
        .evaluate((el) => (el as HTMLTextAreaElement).required),
    ).toBe(false);
    const box = async (label: string) => (await page.getByLabel(label).boundingBox())!;
    const before = await box('Last name');
    // Leave First name empty: its error shows under it.
    await page.getByLabel('First name').click();
    await page.getByLabel('Last name').click();
    await expect.poll(() => fieldErrors(page).count()).toBeGreaterThan(0);
    const first = await box('First name');
    const after = await box('Last name');
    expect(after.y).toBe(first.y);
    expect(after.height).toBe(first.height);
    expect(after).toEqual(before);
    await screenshot(page, 'checkout-name-error-desktop');
  });

  it.each([
    ['320', { width: 320, height: 720 }],
    ['375', PHONE],
    ['640', { width: 640, height: 900 }],
    ['1280', DESKTOP],
  ])(
    'doc 1 §5 (issue 36): the calling-code picker shows "United Kingdom +44" uncut at %s px',
    async (_name, size) => {
      const page = await openTimes(size);
      await chooseTime(page, 'Lunch', '12:00');
      const picker = page.getByLabel('Country calling code');
      expect(await picker.inputValue()).toBe('GB');
      const fit = await picker.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]!.text;
        // The room for the text: the box less its padding and the native arrow (about 24 px).
        const room =
          select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return { text, width: context.measureText(text).width, room };
      });
      expect(fit.text).toBe('United Kingdom +44');
      expect(fit.width).toBeLessThanOrEqual(fit.room);
    },
  );

  it('doc 1 §5 (issue 36): a Swedish number refused under the default United Kingdom is offered Sweden, which takes it', async () => {
    const page = await openTimes(PHONE);
    await chooseTime(page, 'Lunch', '12:00');
    expect(await page.getByLabel('Country calling code').inputValue()).toBe('GB');
    await page.getByLabel('Mobile number').fill('070-123 45 67');
    await page.getByLabel('Mobile number').blur();
    const offer = page.getByTestId('phone-suggest');
    await expect.poll(() => offer.textContent()).toBe('Use Sweden +46');
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-phone-suggest-phone');
    await offer.click();
    expect(await page.getByLabel('Country calling code').inputValue()).toBe('SE');
    await expect.poll(() => offer.count()).toBe(0);
    expect(
      await page
        .getByLabel('Mobile number')
        .evaluate((el) => el === (el.getRootNode() as Document).activeElement),
    ).toBe(true);
    await page.getByLabel('Mobile number').blur();
    expect(await page.getByText(/valid mobile number/).count()).toBe(0);
    // A number valid nowhere near is offered nothing.
    await page.getByLabel('Country calling code').selectOption('GB');
    await page.getByLabel('Mobile number').fill('12');
    await page.getByLabel('Mobile number').blur();
    await expect.poll(() => fieldErrors(page).count()).toBe(1);
    expect(await offer.count()).toBe(0);
  });

  it('doc 1 §4 Submit, WCAG 3.3.1: Book reads as disabled until the form is valid, yet Tab reaches it, its hint is heard, and a press shows what is missing', async () => {
    const page = await openTimes(DESKTOP);
    await chooseTime(page, 'Lunch', '12:00');
    expect(await submit(page).getAttribute('aria-disabled')).toBe('true');
    expect(await submit(page).isDisabled()).toBe(true);
    // Reachable by keyboard, with the hint as its description.
    await submit(page).focus();
    const described = await submit(page).getAttribute('aria-describedby');
    const hint = await page.locator(`[id="${described}"]`).textContent();
    expect(hint).toBe('Fill in every required field to continue.');
    await page.getByLabel('First name').fill('Anna');
    // Enter in a field with the rest still empty: nothing is sent, every missing field says so,
    // and focus goes to the first of them.
    const finalizes: string[] = [];
    page.on('request', (r) => {
      if (/finalize/i.test(r.url())) finalizes.push(r.url());
    });
    await page.getByLabel('First name').press('Enter');
    // Last name, mobile, e-mail and the company name this venue asks for.
    await expect.poll(() => page.getByRole('alert').count()).toBe(4);
    await expect
      .poll(() =>
        page
          .getByLabel('Last name')
          .evaluate((el) => el === (el.getRootNode() as Document).activeElement),
      )
      .toBe(true);
    await submit(page).press('Enter');
    expect(finalizes).toEqual([]);
    expect(await title(page).textContent()).toBe('Confirm your details');
    await expectNoAxeViolations(page);
  });

  it('WCAG 2.4.3, 4.1.3: after Book on a phone, focus and the view go to the outcome; a booking link opened later leaves focus alone', async () => {
    const page = await openTimes(PHONE);
    await chooseTime(page, 'Lunch', '12:00');
    const guid = guidFromUrl(page, 'finalize');
    await fillDetails(page);
    await expect.poll(() => submit(page).getAttribute('aria-disabled')).toBe(null);
    await submit(page).focus();
    await page.keyboard.press('Enter');
    await expectConfirmed(page, 'Booking confirmed');
    const focused = () =>
      heading(page).evaluate((el) => el === (el.getRootNode() as Document).activeElement);
    await expect.poll(focused).toBe(true);
    const box = (await heading(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'checkout-after-book-phone');
    // The same page opened from its link: nothing moves focus off the host's page.
    const again = await demo.harness.newPage(PHONE, { fixedTime: NOW });
    await again.goto(`/booking/se_demo/${guid}`);
    await expectConfirmed(again, 'Booking confirmed');
    expect(
      await heading(again).evaluate((el) => el === (el.getRootNode() as Document).activeElement),
    ).toBe(false);
  });
});

describe('checkout: when it does not go through', () => {
  const toast = (page: Page) =>
    page.locator('booking-widget [role="alert"]').filter({
      hasText: /did not go through/,
    });

  it('terminal cancel: a lasting toast, back on the form with every detail kept; paying again works', async () => {
    const page = await openTimes();
    await chooseTime(page, 'Provsmakning', '18:00');
    const guid = guidFromUrl(page, 'finalize');
    await fillDetails(page);
    await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => toast(page).count(), { timeout: 10_000 }).toBe(1);
    expect(await toast(page).textContent()).toContain('The payment was cancelled');
    await expect.poll(() => form(page).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/se_demo/1/finalize/${guid}`);
    expect(await page.getByLabel('First name').inputValue()).toBe('Anna');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Lindqvist AB');
    await expectNoAxeViolations(page);
    await screenshot(page, 'checkout-payment-cancelled-desktop');
    // doc 2 §8: the payment error toast has no duration: the page's clock jumps past the
    // usual toast's 5 s, firing every timer due by then.
    await page.clock.fastForward(5_500);
    expect(await toast(page).count()).toBe(1);
    expect((await api(`WebBooking/WebBookings/${guid}`)).status).toBe(112);
    // The guest closes the toast, then pays again.
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toast(page).count()).toBe(0);
    await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectConfirmed(page, 'Booking confirmed');
    expect((await api(`WebBooking/WebBookings/${guid}`)).chargePayedAmount).toBe(1790);
  });

  it.each([
    [
      'Fail: card declined',
      'Bar kväll',
      'The card registration did not go through',
      'The card could not be registered',
    ],
    [
      'Fail: authorisation failed',
      'Provsmakning',
      'The payment did not go through',
      'The amount could not be verified',
    ],
    [
      'Fail: double booking',
      'Provsmakning',
      'The payment did not go through',
      'the time was taken meanwhile',
    ],
  ])('terminal %s (%s): its doc 2 §8 message', async (choice, row, toastTitle, text) => {
    const page = await openTimes();
    await chooseTime(page, row, '18:00');
    await fillDetails(page);
    if (row === 'Provsmakning') await page.getByLabel('Card').check();
    await submit(page).click();
    await page.waitForURL(/\/demo\/terminal/);
    await page.getByRole('button', { name: choice }).click();
    const shown = page.locator('booking-widget [role="alert"]').filter({ hasText: toastTitle });
    await expect.poll(() => shown.count(), { timeout: 10_000 }).toBe(1);
    expect(await shown.textContent()).toContain(text);
    await expect.poll(() => form(page).count()).toBe(1);
  });

  it('a broken payment return (unknown charge) shows the start-over dialog', async () => {
    const page = await openTimes();
    await chooseTime(page, 'Provsmakning', '18:00');
    const guid = guidFromUrl(page, 'finalize');
    await page.goto(`/se_demo/1/payment-confirmation/${guid}?ChargeId=nope&Captured=true`);
    const dialog = page.getByRole('dialog', { name: 'The booking could not be made' });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    expect(await dialog.textContent()).toContain('The payment could not be confirmed');
    await expectNoAxeViolations(page);
    await page.getByTestId('reservation-failed-action').click();
    await expect.poll(() => title(page).textContent()).toBe('Choose number of guests');
  });

  it('finalize without a code keeps the guest on the form; with a code opens the reservation-failed modal', async () => {
    const page = await openTimes();
    await chooseTime(page, 'Lunch', '12:30');
    await fillDetails(page);
    await control(demo.harness.server.url, 'faults', {
      pattern: 'finalize',
      status: 503,
      text: 'Service Unavailable',
      times: 1,
    });
    await submit(page).click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be completed' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await page.getByLabel('Email').inputValue()).toBe('anna@example.com');
    expect(await submit(page).isDisabled()).toBe(false);
    await control(demo.harness.server.url, 'faults', {
      pattern: 'finalize',
      status: 500,
      body: { code: 2, message: 'taken' },
      times: 1,
    });
    await submit(page).click();
    const dialog = page.getByRole('dialog', { name: 'The booking could not be made' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toContain('that time was just taken');
    // Nothing behind the dialog says the table is still held (doc 2 §4, issue 49).
    expect(await page.getByTestId('details-intro').textContent()).toBe(
      'This time is no longer held for you.',
    );
  });
});
