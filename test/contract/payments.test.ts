import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackFromTerminalResponseSchema,
  BookingSchema,
  ErrorBodySchema,
  PaymentTerminalResponseSchema,
} from '../../shared/contract/index.ts';
import {
  BookingStatus,
  ChargeStatus,
  ChargeType,
  ErrorCode,
  PaymentErrorName,
  PaymentEventType,
} from '../../shared/enums.ts';
import {
  OPEN_DAY,
  contact,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const RETURN =
  'https://venue.example/se_demo/1/payment-confirmation?isNoShow=false&offerStartTime=&paymentLink=false';

async function bookRule(ruleId: number, hhmm: string, guests = 2, date = OPEN_DAY) {
  const answer = await api.call('POST', 'WebBooking/WebBookings', {
    body: { unitId: 1, guests, date, times: [{ ruleId, start: stockholm(date, hhmm) }] },
  });
  expect(answer.status).toBe(201);
  return expectValid(BookingSchema, answer.json);
}

async function startTerminal(guid: string, body: Record<string, unknown> = {}) {
  const answer = await api.call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
    body: { terminalReturnUrl: RETURN, payMethod: 0, contact, ...body },
  });
  expect(answer.status).toBe(200);
  return expectValid(PaymentTerminalResponseSchema, answer.json).url;
}

/** Opens the terminal page, presses a button and answers the redirect target. */
async function choose(url: string, choice: string): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${choice}"`);
  const field = (name: string) =>
    html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1]!.replaceAll('&amp;', '&');
  const response = await fetch(new URL('/demo/terminal', url), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      chargeId: field('chargeId'),
      returnUrl: field('returnUrl'),
      amount: field('amount'),
      choice,
    }),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const back = async (guid: string, chargeId: string, startTime: string | null = null) => {
  const answer = await api.call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
    body: { bookingChargeId: chargeId, startTime },
  });
  expect(answer.status).toBe(200);
  return expectValid(BackFromTerminalResponseSchema, answer.json);
};

describe('prepayment per guest', () => {
  it('sets the charge, refuses a plain finalize, and is paid through the terminal', async () => {
    const booking = await bookRule(5, '18:00', 2);
    expect(booking).toMatchObject({
      chargeType: ChargeType.PrePayment,
      chargeShouldPayAmount: 1790,
      chargeShouldPayVat: 191.79,
    });
    expect(booking.webBookingRules[0]).toMatchObject({
      hasPrepaymentRule: true,
      hasNoShowRule: false,
    });
    const finalize = await api.call('POST', `WebBooking/WebBookings/${booking.guid}/Finalize`, {
      body: { contact },
    });
    expect(finalize.status).toBe(400);
    expect(expectValid(ErrorBodySchema, finalize.json).code).toBe(ErrorCode.PaymentError);

    const url = await startTerminal(booking.guid);
    expect(url).toContain(`${api.origin}/demo/terminal?`);
    const page = await (await fetch(url)).text();
    expect(page).toContain('SEK');
    expect(page).toContain('1,790');
    const target = await choose(url, 'pay');
    expect(target.origin + target.pathname).toBe(
      'https://venue.example/se_demo/1/payment-confirmation',
    );
    expect(target.searchParams.get('ChargeId')).toBe(booking.chargeId);
    expect(target.searchParams.get('Captured')).toBe('true');
    expect(target.searchParams.get('isNoShow')).toBe('false');
    expect(target.searchParams.get('paymentLink')).toBe('false');

    const result = await back(booking.guid, booking.chargeId!);
    expect(result).toMatchObject({ success: true, errorCode: null });
    expect(result.booking).toMatchObject({
      status: BookingStatus.Web,
      chargePayedAmount: 1790,
      contact: { fname: 'Anna' },
    });
    expect(result.booking!.paymentEvents).toEqual([
      expect.objectContaining({
        type: PaymentEventType.WebBookingCharge,
        payedAmount: 1790,
        requestedAmount: 1790,
      }),
    ]);
    // Repeating the return is harmless.
    expect((await back(booking.guid, booking.chargeId!)).success).toBe(true);
  });

  it.each([
    ['cancel', PaymentErrorName.PaymentCanceled, 'false', BookingStatus.BookingInProgress],
    ['declined', PaymentErrorName.ProcessFailed, 'false', BookingStatus.BookingInProgress],
    ['authFailed', PaymentErrorName.AuthFailed, 'false', BookingStatus.BookingInProgress],
    // doc 2 §8: the time was taken, so the hold is gone (Expired), not offered for payment.
    ['doubleBooking', PaymentErrorName.DoubleBookingException, 'false', BookingStatus.Expired],
  ])(
    'the %s choice answers %s and leaves the booking unpaid',
    async (choice, errorCode, captured, status) => {
      const booking = await bookRule(5, '18:00', 2, '2030-01-16');
      const target = await choose(await startTerminal(booking.guid), choice);
      expect(target.searchParams.get('Captured')).toBe(captured);
      const result = await back(booking.guid, booking.chargeId!);
      expect(result).toMatchObject({ success: false, errorCode });
      expect(result.booking).toMatchObject({
        status,
        chargePayedAmount: 0,
      });
      await api.call('POST', `WebBooking/WebBookings/${booking.guid}/Clear`);
    },
  );

  it('a return without a terminal choice is a cancelled payment; a foreign charge id is refused', async () => {
    const booking = await bookRule(5, '18:00', 2, '2030-01-18');
    await startTerminal(booking.guid);
    expect((await back(booking.guid, booking.chargeId!)).errorCode).toBe(
      PaymentErrorName.PaymentCanceled,
    );
    const wrong = await api.call(
      'POST',
      `WebBooking/WebBookings/${booking.guid}/BackFromPaymentTerminal`,
      {
        body: { bookingChargeId: 'ch_other', startTime: null },
      },
    );
    expect(wrong.status).toBe(400);
    expect(expectValid(ErrorBodySchema, wrong.json)).toMatchObject({
      code: ErrorCode.PaymentError,
      paymentError: 'ProcessFailed',
    });
  });

  it('a payment link expires and can be requested again', async () => {
    const booking = await bookRule(5, '18:00', 2, '2030-01-19');
    const url = await startTerminal(booking.guid);
    const started = expectValid(
      BookingSchema,
      (await api.call('GET', `WebBooking/WebBookings/${booking.guid}`)).json,
    );
    expect(started.chargePaymentLinkExpirationDate).toBe(
      new Date(Date.parse(started.changeDate!) + 30 * 60_000).toISOString(),
    );
    await api.call('POST', '/demo/control/clock', { body: { advanceMs: 31 * 60_000 } });
    expect(await (await fetch(url)).text()).toContain('expired');
    await choose(url, 'pay');
    expect((await back(booking.guid, booking.chargeId!)).errorCode).toBe(PaymentErrorName.Expired);
    const again = await startTerminal(booking.guid, { isPaymentLink: true });
    await choose(again, 'pay');
    const result = await back(booking.guid, booking.chargeId!);
    expect(result.success).toBe(true);
    expect(result.booking!.status).toBe(BookingStatus.Web);
  });

  it('PaymentTerminal is refused for a booking without a charge and validates its body', async () => {
    const plain = await bookRule(1, '12:00');
    const none = await api.call('POST', `WebBooking/WebBookings/${plain.guid}/PaymentTerminal`, {
      body: { terminalReturnUrl: RETURN, payMethod: 0 },
    });
    expect(none.status).toBe(400);
    expect(none.json.code).toBe(ErrorCode.PaymentError);
    const bad = await api.call('POST', `WebBooking/WebBookings/${plain.guid}/PaymentTerminal`, {
      body: { terminalReturnUrl: '/relative', payMethod: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('terminalReturnUrl');
  });
});

describe('no-show fee: card registration', () => {
  it('registers a card through the terminal; the booking becomes Web with CardRegistered', async () => {
    const booking = await bookRule(3, '18:00', 2);
    expect(booking).toMatchObject({ chargeType: ChargeType.NoShow, chargeShouldPayAmount: 400 });
    const url = await startTerminal(booking.guid, {
      terminalReturnUrl: RETURN.replace('isNoShow=false', 'isNoShow=true'),
    });
    expect(await (await fetch(url)).text()).toContain('Register a card');
    const target = await choose(url, 'pay');
    expect(target.searchParams.get('Captured')).toBe('false');
    expect(target.searchParams.get('isNoShow')).toBe('true');
    const result = await back(booking.guid, booking.chargeId!);
    expect(result.success).toBe(true);
    expect(result.booking).toMatchObject({
      status: BookingStatus.Web,
      chargeStatus: ChargeStatus.CardRegistered,
      chargePayedAmount: 0,
    });
    expect(result.booking!.paymentEvents[0]!.type).toBe(PaymentEventType.NoShowLink);
  });

  it('a declined card registration answers RegistrationFailed', async () => {
    const booking = await bookRule(3, '19:00', 2);
    await choose(await startTerminal(booking.guid), 'declined');
    expect((await back(booking.guid, booking.chargeId!)).errorCode).toBe(
      PaymentErrorName.RegistrationFailed,
    );
  });
});

describe('prepayment per resource (activity venue)', () => {
  it('charges the amount once per booked room', async () => {
    const answer = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 2,
        guests: 4,
        date: OPEN_DAY,
        times: [{ ruleId: 24, start: stockholm(OPEN_DAY, '10:00') }],
      },
    });
    const booking = expectValid(BookingSchema, answer.json);
    expect(booking).toMatchObject({
      chargeType: ChargeType.PrePayment,
      chargeShouldPayAmount: 1200,
      chargeShouldPayVat: 240,
    });
  });
});

it('the terminal answers 404 for an unknown charge', async () => {
  const response = await fetch(
    `${api.origin}/demo/terminal?chargeId=nope&returnUrl=https%3A%2F%2Fx.example`,
  );
  expect(response.status).toBe(404);
});

describe('doc1 §9 Payment total: what the guest is shown is what the terminal takes', () => {
  it('a per-resource prepayment counts only its own rule’s rooms in a four-activity booking', async () => {
    const answer = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 2,
        guests: 4,
        date: '2030-01-22',
        times: [
          { ruleId: 24, start: stockholm('2030-01-22', '10:00') },
          { ruleId: 21, start: stockholm('2030-01-22', '12:00') },
          { ruleId: 22, start: stockholm('2030-01-22', '13:30') },
          { ruleId: 23, start: stockholm('2030-01-22', '16:00') },
        ],
      },
    });
    expect(answer.status).toBe(201);
    const booking = expectValid(BookingSchema, answer.json);
    expect(booking.articles.filter((article) => article.isTable)).toHaveLength(4);
    expect(booking).toMatchObject({
      chargeType: ChargeType.PrePayment,
      chargeShouldPayAmount: 1200,
    });
    const url = await startTerminal(booking.guid, {
      terminalReturnUrl: RETURN.replace('/se_demo/1/', '/se_demo/2/'),
    });
    expect(await (await fetch(url)).text()).toContain('1,200');
    await choose(url, 'pay');
    const result = await back(booking.guid, booking.chargeId!);
    expect(result.booking).toMatchObject({ chargePayedAmount: 1200, status: BookingStatus.Web });
  });

  it('a party changed after the terminal opened is a new charge: the old session takes nothing', async () => {
    const booking = await bookRule(5, '18:00', 2, '2030-01-23');
    const url = await startTerminal(booking.guid);
    expect(await (await fetch(url)).text()).toContain('1,790');
    const changed = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}`, {
      body: { guests: 6 },
    });
    expect(changed.status).toBe(200);
    const six = expectValid(BookingSchema, changed.json);
    expect(six).toMatchObject({ guests: 6, chargeShouldPayAmount: 5370, chargePayedAmount: 0 });
    expect(six.chargeId).not.toBe(booking.chargeId);

    // The page the guest still has open shows 1,790: paying there is refused, nothing taken.
    const html = await (await fetch(url)).text();
    const field = (name: string) =>
      html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
    const stale = await fetch(new URL('/demo/terminal', url), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        chargeId: booking.chargeId!,
        returnUrl: field('returnUrl') ?? RETURN,
        amount: '1790',
        choice: 'pay',
      }),
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('Nothing was charged');
    const result = await back(booking.guid, booking.chargeId!);
    expect(result).toMatchObject({ success: false, errorCode: PaymentErrorName.PaymentCanceled });
    expect(result.booking).toMatchObject({
      status: BookingStatus.BookingInProgress,
      chargeShouldPayAmount: 5370,
      chargePayedAmount: 0,
    });

    // The new charge is paid in full at its own amount.
    await choose(await startTerminal(booking.guid), 'pay');
    const paid = await back(booking.guid, six.chargeId!);
    expect(paid.booking).toMatchObject({ chargePayedAmount: 5370, status: BookingStatus.Web });
    await api.call('POST', `WebBooking/WebBookings/${booking.guid}/Cancel`, { body: {} });
  });

  it('a party change after the terminal captured, before the return, is refused; paid is what was captured', async () => {
    const booking = await bookRule(5, '18:00', 2, '2030-01-24');
    await choose(await startTerminal(booking.guid), 'pay');
    const changed = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}`, {
      body: { guests: 6 },
    });
    expect(changed.status).toBe(409);
    expect(changed.json.message).toContain('payment');
    // A second terminal session would forget the first one's money: refused too.
    const again = await api.call('POST', `WebBooking/WebBookings/${booking.guid}/PaymentTerminal`, {
      body: { terminalReturnUrl: RETURN, payMethod: 0, contact },
    });
    expect(again.status).toBe(409);
    const result = await back(booking.guid, booking.chargeId!);
    expect(result.booking).toMatchObject({
      guests: 2,
      chargeShouldPayAmount: 1790,
      chargePayedAmount: 1790,
      status: BookingStatus.Web,
    });
    expect(result.booking!.paymentEvents.map((event) => event.payedAmount)).toEqual([1790]);
  });
});
