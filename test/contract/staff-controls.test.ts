import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, ErrorBodySchema } from '../../shared/contract/index.ts';
import {
  BookingStatus,
  ChargeStatus,
  ChargeType,
  InquirySubStatus,
  OfferStatus,
} from '../../shared/enums.ts';
import { isPaymentLinkRerequestable } from '../../shared/booking/isPaymentLinkRerequestable.ts';
import {
  NOW,
  OPEN_DAY,
  contact,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

// [booking-page] The staff side of doc 2 through the test controls (docs/reference-api.md
// "Test controls"): every booking-page state a guest can meet is reachable from a test.
let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const create = (body: Record<string, unknown>) =>
  api.call('POST', 'WebBooking/WebBookings', { body: { unitId: 1, guests: 2, ...body } });
const at = (ruleId: number, date: string, hhmm: string) => ({
  date,
  times: [{ ruleId, start: stockholm(date, hhmm) }],
});
const finalize = (guid: string) =>
  api.call('POST', `WebBooking/WebBookings/${guid}/Finalize`, { body: { contact } });
const get = async (guid: string, query = '') =>
  expectValid(
    BookingSchema,
    (await api.call('GET', `WebBooking/WebBookings/${guid}${query}`)).json,
  );
const staff = (action: string, body: Record<string, unknown>) =>
  api.call('POST', `/demo/control/${action}`, { body });

async function booked(ruleId: number, date: string, hhmm: string, extra = {}): Promise<string> {
  const created = await create({ ...at(ruleId, date, hhmm), ...extra });
  expect(created.status).toBe(201);
  expect((await finalize(created.json.guid)).status).toBe(200);
  return created.json.guid as string;
}

describe('booking requests: staff propose, confirm or reject', () => {
  const request = (hhmm: string) => booked(2, OPEN_DAY, hhmm, { guests: 12, isInquiry: true });

  it.each([
    ['propose', InquirySubStatus.ProposeChanges],
    ['confirm', InquirySubStatus.ConfirmedByStaff],
    ['reject', InquirySubStatus.RejectedByStaff],
  ])('%s sets the sub-status the booking page reads', async (action, subStatus) => {
    const guid = await request('19:15');
    const answer = await staff('inquiry', {
      guid,
      action,
      ...(action === 'propose' ? { proposedStart: stockholm(OPEN_DAY, '20:15') } : {}),
    });
    expect(answer.status).toBe(200);
    expect(expectValid(BookingSchema, answer.json).subStatus).toBe(subStatus);
    expect((await get(guid)).subStatus).toBe(subStatus);
  });

  it('a proposal carries its diff only when asked (includeInquiryProposalDiff)', async () => {
    const guid = await request('18:15');
    await staff('inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm(OPEN_DAY, '20:45'),
    });
    expect((await get(guid)).inquiryValues).toBeNull();
    expect((await get(guid, '?includeInquiryProposalDiff=true')).inquiryValues).toMatchObject({
      originalStart: stockholm(OPEN_DAY, '18:15'),
      proposedStart: stockholm(OPEN_DAY, '20:45'),
    });
  });

  it.each([
    ['propose without a start', { action: 'propose' }, 400],
    ['an unknown action', { action: 'maybe' }, 400],
  ])('refuses %s', async (_name, body, status) => {
    const guid = await request('17:15');
    expect((await staff('inquiry', { guid, ...body })).status).toBe(status);
  });

  it('timeout lets an open proposal run out (doc 2 §3 ProposalTimeout); the guest can no longer answer it', async () => {
    const guid = await request('17:45');
    expect((await staff('inquiry', { guid, action: 'timeout' })).status).toBe(409);
    await staff('inquiry', {
      guid,
      action: 'propose',
      proposedStart: stockholm(OPEN_DAY, '20:00'),
    });
    const answer = await staff('inquiry', { guid, action: 'timeout' });
    expect(answer.status).toBe(200);
    expect((await get(guid)).subStatus).toBe(InquirySubStatus.ProposalTimeout);
    const respond = await api.call(
      'POST',
      `WebBooking/WebBookings/${guid}/InquiryProposalRespond`,
      {
        body: { accept: true, message: '' },
      },
    );
    expect(respond.status).toBe(409);
  });

  it('refuses a booking that is not a request (409) and an unknown guid (404)', async () => {
    const normal = await booked(1, OPEN_DAY, '11:15');
    expect((await staff('inquiry', { guid: normal, action: 'confirm' })).status).toBe(409);
    expect((await staff('inquiry', { guid: 'nope', action: 'confirm' })).status).toBe(404);
  });
});

describe('waiting list: staff send an offer; the clock moves past its cutoff', () => {
  const date = '2030-02-06';

  /** A waiting-list entry at 19:00 with one table freed again, so an offer can be kept. */
  async function waitingWithFreeTable(): Promise<string> {
    const taken: string[] = [];
    for (;;) {
      const answer = await create(at(2, date, '19:00'));
      if (answer.status !== 201) break;
      taken.push(answer.json.guid);
    }
    const created = await create({ ...at(2, date, '19:00'), isWaitList: true });
    expect(created.status).toBe(201);
    await finalize(created.json.guid);
    await api.call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    return created.json.guid as string;
  }

  it('the offer shows as Available on the booking', async () => {
    const guid = await waitingWithFreeTable();
    const answer = await staff('waitlistoffer', { guid, startTime: stockholm(date, '19:00') });
    expect(expectValid(BookingSchema, answer.json).waitListOffers).toEqual([
      { startTime: stockholm(date, '19:00'), offerStatus: OfferStatus.Available },
    ]);
    expect((await get(guid)).status).toBe(BookingStatus.WaitList);
  });

  it('past the cutoff (start − lockTime, doc 2 §4) accepting fails and the guest stays on the list', async () => {
    const guid = await waitingWithFreeTable();
    const offered = await staff('waitlistoffer', { guid, startTime: stockholm(date, '19:00') });
    // Middag locks 60 minutes before each time: 18:00:01 is past it.
    await staff('clock', { set: stockholm(date, '18:00') });
    await staff('clock', { advanceMs: 1000 });
    const accepted = await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
      body: offered.json.waitListOffers,
    });
    await staff('clock', { set: NOW });
    expect(accepted.status).toBe(409);
    expect(expectValid(ErrorBodySchema, accepted.json).code).toBe(2);
    const booking = await get(guid);
    expect(booking.status).toBe(BookingStatus.WaitList);
    expect(booking.waitListOffers.map((offer) => offer.offerStatus)).toEqual([
      OfferStatus.Unavailable,
    ]);
  });

  it('an offer paid into a double booking: the table goes, offers Unavailable, still on the list', async () => {
    const day = '2030-02-07';
    const tasting = at(5, day, '18:00');
    const taken: string[] = [];
    for (;;) {
      const answer = await create(tasting);
      if (answer.status !== 201) break;
      taken.push(answer.json.guid);
    }
    const created = await create({ ...tasting, isWaitList: true });
    const guid = created.json.guid as string;
    await finalize(guid);
    await api.call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    const offered = await staff('waitlistoffer', { guid, startTime: stockholm(day, '18:00') });
    const accepted = await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
      body: offered.json.waitListOffers,
    });
    expect(accepted.json.chargeType).toBe(ChargeType.PrePayment);
    const returnUrl = `https://venue.example/se_demo/1/payment-confirmation/${guid}?offerStartTime=x`;
    const terminal = await api.call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
      body: { terminalReturnUrl: returnUrl, payMethod: 0, isWaitList: true },
    });
    await fetch(`${api.origin}/demo/terminal`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        chargeId: new URL(terminal.json.url).searchParams.get('chargeId')!,
        returnUrl,
        choice: 'doubleBooking',
      }),
    });
    const back = await api.call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
      body: { bookingChargeId: accepted.json.chargeId, startTime: stockholm(day, '18:00') },
    });
    expect(back.json).toMatchObject({ success: false, errorCode: 'DoubleBookingException' });
    const booking = await get(guid);
    expect(booking).toMatchObject({ status: BookingStatus.WaitList, chargeType: ChargeType.None });
    expect(booking.articles.some((article) => article.isTable)).toBe(false);
    expect(booking.waitListOffers.map((offer) => offer.offerStatus)).toEqual([
      OfferStatus.Unavailable,
    ]);
  });

  it('refuses an offer for a booking that is not on the waiting list', async () => {
    const normal = await booked(1, OPEN_DAY, '11:30');
    const answer = await staff('waitlistoffer', {
      guid: normal,
      startTime: stockholm(OPEN_DAY, '11:30'),
    });
    expect(answer.status).toBe(409);
  });
});

describe('payment links: staff send one, it expires or is inactivated, the guest asks anew', () => {
  const link = (guid: string, action: string, extra = {}) =>
    staff('paymentlink', { guid, action, ...extra });
  // Each booking its own lunch day (Tuesday to Saturday from 22 January), so no two compete for tables.
  let day = 0;
  const nextDay = () => {
    day += 1;
    const date = new Date(Date.UTC(2030, 0, 21 + day + 2 * Math.floor((day - 1) / 5)));
    return date.toISOString().slice(0, 10);
  };
  const lunch = () => booked(1, nextDay(), '12:00');
  const rerequestable = (booking: ReturnType<typeof expectValid<typeof BookingSchema>>) =>
    isPaymentLinkRerequestable(booking, { now: NOW, timeZone: 'Europe/Stockholm' });

  it('send gives a finalized booking a manual charge with a link for paymentLinkMinutes', async () => {
    const guid = await lunch();
    const answer = await link(guid, 'send', { amount: 450 });
    expect(answer.status).toBe(200);
    const booking = expectValid(BookingSchema, answer.json);
    expect(booking).toMatchObject({
      status: BookingStatus.Web,
      chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment,
      chargeShouldPayAmount: 450,
      chargePayedAmount: 0,
      chargePaymentLinkExpirationDate: new Date(NOW + 30 * 60_000).toISOString(),
    });
    expect(rerequestable(booking)).toBe(false);
  });

  it.each([
    ['prepayment', ChargeType.PrePayment],
    ['noShow', ChargeType.NoShow],
  ])('send can name the charge type (%s)', async (chargeType, expected) => {
    const guid = await lunch();
    const booking = expectValid(BookingSchema, (await link(guid, 'send', { chargeType })).json);
    expect(booking.chargeType).toBe(expected);
  });

  it('expire makes the link re-requestable; PaymentTerminal with isPaymentLink renews it and the guest pays', async () => {
    const guid = await lunch();
    await link(guid, 'send', { amount: 300 });
    const expired = expectValid(BookingSchema, (await link(guid, 'expire')).json);
    expect(Date.parse(expired.chargePaymentLinkExpirationDate!)).toBeLessThan(NOW);
    expect(rerequestable(expired)).toBe(true);

    const returnUrl = `https://venue.example/se_demo/1/payment-confirmation/${guid}?paymentLink=true`;
    const terminal = await api.call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
      body: { terminalReturnUrl: returnUrl, payMethod: 0, isPaymentLink: true },
    });
    expect(terminal.status).toBe(200);
    const renewed = await get(guid);
    expect(renewed.chargePaymentLinkExpirationDate).toBe(new Date(NOW + 30 * 60_000).toISOString());
    expect(rerequestable(renewed)).toBe(false);

    const url = new URL(terminal.json.url);
    const paid = await fetch(`${api.origin}/demo/terminal`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        chargeId: url.searchParams.get('chargeId')!,
        returnUrl,
        choice: 'pay',
      }),
    });
    expect(paid.status).toBe(303);
    const back = await api.call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
      body: { bookingChargeId: renewed.chargeId, startTime: null },
    });
    expect(back.json.success).toBe(true);
    expect((await get(guid)).chargePayedAmount).toBe(300);
  });

  it('inactivate marks the link InactivatedByUser, which is re-requestable too', async () => {
    const guid = await lunch();
    await link(guid, 'send');
    const booking = expectValid(BookingSchema, (await link(guid, 'inactivate')).json);
    expect(booking.chargeStatus).toBe(ChargeStatus.InactivatedByUser);
    expect(rerequestable(booking)).toBe(true);
  });

  it.each([
    ['expire without a link', 'expire', {}, 409],
    ['an unknown action', 'resend', {}, 400],
    ['a negative amount', 'send', { amount: -5 }, 400],
  ])('refuses %s', async (_name, action, extra, status) => {
    const guid = await lunch();
    expect((await link(guid, action, extra)).status).toBe(status);
  });

  it('refuses a booking still in progress (409) and an unknown guid (404)', async () => {
    const created = await create(at(1, nextDay(), '12:00'));
    expect((await link(created.json.guid, 'send')).status).toBe(409);
    expect((await link('nope', 'send')).status).toBe(404);
  });
});

describe('controls turned off', () => {
  it('POST /demo/control/paymentlink answers 404', async () => {
    const off = await startApi({ controls: false });
    try {
      expect((await off.call('POST', '/demo/control/paymentlink', { body: {} })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('rules: the lock settings of doc 2 §3 Web booking rule', () => {
  it('the rule control gives a rule the day-start lock; bookings carry it; reset restores the seed', async () => {
    const answer = await staff('rule', {
      ruleId: 2,
      lockPerTime: false,
      startTime: 16,
      lockTime: 120,
    });
    expect(answer.status).toBe(200);
    const guid = await booked(2, OPEN_DAY, '19:30');
    expect((await get(guid)).webBookingRules[0]).toMatchObject({
      lockPerTime: false,
      startTime: 16,
      lockTime: 120,
    });
    expect((await staff('rule', { ruleId: 99, lockTime: 5 })).status).toBe(404);
    await staff('reset', {});
    const again = await booked(2, OPEN_DAY, '19:30');
    expect((await get(again)).webBookingRules[0]).toMatchObject({
      lockPerTime: true,
      lockTime: 60,
    });
  });
});

describe('the demo clock and images', () => {
  it('GET /demo/clock answers the API clock', async () => {
    const clock = await api.call('GET', '/demo/clock');
    expect(clock.status).toBe(200);
    expect(clock.json.nowMs).toBe(NOW);
  });

  it('faults reach /demo/images/ (doc 2 §8 image load failure)', async () => {
    expect((await api.call('GET', '/demo/images/logo-se.svg')).status).toBe(200);
    await staff('faults', { pattern: '^/demo/images/', status: 500, times: 1 });
    expect((await api.call('GET', '/demo/images/logo-se.svg')).status).toBe(500);
    expect((await api.call('GET', '/demo/images/logo-se.svg')).status).toBe(200);
  });
});
