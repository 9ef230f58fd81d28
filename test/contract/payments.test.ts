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
    ['cancel', PaymentErrorName.PaymentCanceled, 'false'],
    ['declined', PaymentErrorName.ProcessFailed, 'false'],
    ['authFailed', PaymentErrorName.AuthFailed, 'false'],
    ['doubleBooking', PaymentErrorName.DoubleBookingException, 'false'],
  ])(
    'the %s choice answers %s and leaves the booking unpaid',
    async (choice, errorCode, captured) => {
      const booking = await bookRule(5, '18:00', 2, '2030-01-16');
      const target = await choose(await startTerminal(booking.guid), choice);
      expect(target.searchParams.get('Captured')).toBe(captured);
      const result = await back(booking.guid, booking.chargeId!);
      expect(result).toMatchObject({ success: false, errorCode });
      expect(result.booking).toMatchObject({
        status: BookingStatus.BookingInProgress,
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
