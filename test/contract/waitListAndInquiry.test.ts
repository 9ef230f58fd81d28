import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, ErrorBodySchema } from '../../shared/contract/index.ts';
import { BookingStatus, ErrorCode, InquirySubStatus, OfferStatus } from '../../shared/enums.ts';
import {
  OPEN_DAY,
  WAIT_LIST_DAY,
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

const create = (body: Record<string, unknown>) =>
  api.call('POST', 'WebBooking/WebBookings', { body: { unitId: 1, guests: 2, ...body } });
const dinner = (date: string, hhmm: string) => ({
  date,
  times: [{ ruleId: 2, start: stockholm(date, hhmm) }],
});
const finalize = (guid: string) =>
  api.call('POST', `WebBooking/WebBookings/${guid}/Finalize`, { body: { contact } });

async function waitListBooking(date: string, hhmm: string): Promise<string> {
  const created = await create({ ...dinner(date, hhmm), isWaitList: true });
  expect(created.status).toBe(201);
  const finalized = await finalize(created.json.guid);
  expect(expectValid(BookingSchema, finalized.json).status).toBe(BookingStatus.WaitList);
  return created.json.guid;
}

/** Takes every table that seats 2 at a dinner time; answers the guids. */
async function fillForTwo(date: string, hhmm: string): Promise<string[]> {
  const guids: string[] = [];
  for (;;) {
    const answer = await create(dinner(date, hhmm));
    if (answer.status !== 201) return guids;
    guids.push(answer.json.guid);
  }
}

describe('waiting list', () => {
  it('a waiting-list booking holds no table and finalizes to WaitList', async () => {
    const guid = await waitListBooking(WAIT_LIST_DAY, '19:00');
    const booking = expectValid(
      BookingSchema,
      (await api.call('GET', `WebBooking/WebBookings/${guid}`)).json,
    );
    expect(booking.articles[0]!.isTable).toBe(false);
    expect(booking.chargeType).toBe(0);
  });

  it('refuses a waiting-list entry where a table is free', async () => {
    const answer = await create({ ...dinner(OPEN_DAY, '19:00'), isWaitList: true });
    expect(answer.status).toBe(409);
    expect(expectValid(ErrorBodySchema, answer.json).code).toBe(ErrorCode.TemporaryUnavailable);
  });

  it('accepting an offer books the freed table', async () => {
    const date = '2030-01-29';
    const taken = await fillForTwo(date, '19:00');
    expect(taken.length).toBeGreaterThan(0);
    const guid = await waitListBooking(date, '19:00');
    await api.call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    const offered = await api.call('POST', '/demo/control/waitlistoffer', {
      body: { guid, startTime: stockholm(date, '19:00') },
    });
    const withOffer = expectValid(BookingSchema, offered.json);
    expect(withOffer.waitListOffers).toEqual([
      { startTime: stockholm(date, '19:00'), offerStatus: OfferStatus.Available },
    ]);
    const accepted = await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
      body: withOffer.waitListOffers,
    });
    expect(accepted.status).toBe(200);
    const booking = expectValid(BookingSchema, accepted.json);
    expect(booking.status).toBe(BookingStatus.Web);
    expect(booking.articles[0]!.isTable).toBe(true);
    expect(booking.waitListOffers[0]!.offerStatus).toBe(OfferStatus.Unavailable);
  });

  it('an offer whose table was taken fails and marks the offers Unavailable', async () => {
    const date = '2030-01-30';
    const taken = await fillForTwo(date, '19:00');
    const guid = await waitListBooking(date, '19:00');
    await api.call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    const offered = await api.call('POST', '/demo/control/waitlistoffer', {
      body: { guid, startTime: stockholm(date, '19:00') },
    });
    expect((await create(dinner(date, '19:00'))).status).toBe(201);
    const accepted = await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
      body: offered.json.waitListOffers,
    });
    expect(accepted.status).toBe(409);
    expect(expectValid(ErrorBodySchema, accepted.json).code).toBe(ErrorCode.TemporaryUnavailable);
    const booking = expectValid(
      BookingSchema,
      (await api.call('GET', `WebBooking/WebBookings/${guid}`)).json,
    );
    expect(booking.status).toBe(BookingStatus.WaitList);
    expect(
      booking.waitListOffers.every((offer) => offer.offerStatus === OfferStatus.Unavailable),
    ).toBe(true);
  });

  it.each([
    ['an empty list', []],
    [
      'offers without an available one',
      [{ startTime: stockholm(WAIT_LIST_DAY, '19:00'), offerStatus: 0 }],
    ],
  ])('AcceptWaitListOffer refuses %s with 400', async (_name, body) => {
    const guid = await waitListBooking(WAIT_LIST_DAY, '20:00');
    const answer = await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
      body,
    });
    expect(answer.status).toBe(400);
  });

  it('a waiting-list booking may be cancelled up to its start', async () => {
    const guid = await waitListBooking(WAIT_LIST_DAY, '21:00');
    const answer = await api.call('POST', `WebBooking/WebBookings/${guid}/Cancel`);
    expect(expectValid(BookingSchema, answer.json).status).toBe(BookingStatus.Canceled);
  });
});

describe('booking requests (inquiries)', () => {
  async function inquiry(hhmm: string): Promise<string> {
    const created = await create({ guests: 12, ...dinner(OPEN_DAY, hhmm), isInquiry: true });
    expect(created.status).toBe(201);
    const sent = expectValid(BookingSchema, (await finalize(created.json.guid)).json);
    expect(sent).toMatchObject({
      status: BookingStatus.Inquiry,
      subStatus: InquirySubStatus.WaitingForReview,
      guests: 12,
    });
    return created.json.guid;
  }
  const staff = (guid: string, action: string, proposedStart?: string) =>
    api.call('POST', '/demo/control/inquiry', { body: { guid, action, proposedStart } });
  const respond = (guid: string, body: unknown) =>
    api.call('POST', `WebBooking/WebBookings/${guid}/InquiryProposalRespond`, { body });

  it('staff propose a change, the guest sees the diff and accepts: the request moves', async () => {
    const guid = await inquiry('19:00');
    expect((await respond(guid, { accept: true })).status).toBe(409);
    await staff(guid, 'propose', stockholm(OPEN_DAY, '20:00'));
    const diff = await api.call(
      'GET',
      `WebBooking/WebBookings/${guid}?includeInquiryProposalDiff=true`,
    );
    const proposed = expectValid(BookingSchema, diff.json);
    expect(proposed.subStatus).toBe(InquirySubStatus.ProposeChanges);
    expect(proposed.inquiryValues).toMatchObject({
      originalStart: stockholm(OPEN_DAY, '19:00'),
      proposedStart: stockholm(OPEN_DAY, '20:00'),
    });
    expect(proposed.inquiryValues!.proposedActivities[0]!.start).toBe(stockholm(OPEN_DAY, '20:00'));
    const plain = await api.call('GET', `WebBooking/WebBookings/${guid}`);
    expect(plain.json.inquiryValues).toBeNull();
    const accepted = expectValid(
      BookingSchema,
      (await respond(guid, { accept: true, message: '' })).json,
    );
    expect(accepted).toMatchObject({
      subStatus: InquirySubStatus.AcceptedByGuest,
      start: stockholm(OPEN_DAY, '20:00'),
    });
  });

  it('declining needs a message', async () => {
    const guid = await inquiry('18:00');
    await staff(guid, 'propose', stockholm(OPEN_DAY, '21:00'));
    const silent = await respond(guid, { accept: false, message: ' ' });
    expect(silent.status).toBe(400);
    expect(silent.json.message).toContain('message');
    const declined = expectValid(
      BookingSchema,
      (await respond(guid, { accept: false, message: 'Passar inte' })).json,
    );
    expect(declined).toMatchObject({
      subStatus: InquirySubStatus.RejectedByGuest,
      message: 'Passar inte',
    });
    expect((await respond(guid, { accept: true })).status).toBe(409);
  });

  it.each([
    ['confirm', InquirySubStatus.ConfirmedByStaff],
    ['reject', InquirySubStatus.RejectedByStaff],
  ])('staff %s', async (action, subStatus) => {
    const guid = await inquiry('17:30');
    const answer = await staff(guid, action);
    expect(expectValid(BookingSchema, answer.json).subStatus).toBe(subStatus);
  });

  it('a venue without inquiries refuses isInquiry; a message longer than 255 is refused', async () => {
    const answer = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 2,
        guests: 14,
        date: OPEN_DAY,
        isInquiry: true,
        times: [{ ruleId: 21, start: stockholm(OPEN_DAY, '12:00') }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('isInquiry');
    const guid = await inquiry('17:45');
    await staff(guid, 'propose', stockholm(OPEN_DAY, '21:00'));
    const long = await respond(guid, { accept: false, message: 'x'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain('message');
  });
});

describe('waiting-list offer with prepayment', () => {
  it('accepting holds the table and keeps the booking on the list until the payment returns', async () => {
    const date = '2030-01-31';
    const tasting = { date, times: [{ ruleId: 5, start: stockholm(date, '18:00') }] };
    const taken: string[] = [];
    for (;;) {
      const answer = await create(tasting);
      if (answer.status !== 201) break;
      taken.push(answer.json.guid);
    }
    const created = await create({ ...tasting, isWaitList: true });
    expect(created.status).toBe(201);
    expect(created.json.chargeType).toBe(0);
    const guid = created.json.guid as string;
    await finalize(guid);
    await api.call('POST', `WebBooking/WebBookings/${taken[0]}/Clear`);
    const offered = await api.call('POST', '/demo/control/waitlistoffer', {
      body: { guid, startTime: stockholm(date, '18:00') },
    });
    const accepted = expectValid(
      BookingSchema,
      (
        await api.call('POST', `WebBooking/WebBookings/${guid}/AcceptWaitListOffer`, {
          body: offered.json.waitListOffers,
        })
      ).json,
    );
    expect(accepted).toMatchObject({
      status: BookingStatus.WaitList,
      chargeType: 1,
      chargeShouldPayAmount: 1790,
    });
    expect(accepted.articles[0]!.isTable).toBe(true);
    const terminal = await api.call('POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
      body: {
        terminalReturnUrl: 'https://venue.example/booking/se_demo/x?offerStartTime=1',
        payMethod: 0,
        isWaitList: true,
      },
    });
    const page = await (await fetch(terminal.json.url)).text();
    const field = (name: string) =>
      page.match(new RegExp(`name="${name}" value="([^"]*)"`))![1]!.replaceAll('&amp;', '&');
    const redirect = await fetch(new URL('/demo/terminal', terminal.json.url), {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        chargeId: field('chargeId'),
        returnUrl: field('returnUrl'),
        choice: 'pay',
      }),
    });
    expect(new URL(redirect.headers.get('location')!).searchParams.get('offerStartTime')).toBe('1');
    const back = await api.call('POST', `WebBooking/WebBookings/${guid}/BackFromPaymentTerminal`, {
      body: { bookingChargeId: accepted.chargeId, startTime: stockholm(date, '18:00') },
    });
    expect(back.json).toMatchObject({
      success: true,
      booking: { status: BookingStatus.Web, chargePayedAmount: 1790 },
    });
  });
});
