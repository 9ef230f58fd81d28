import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailableTimesSchema, BookingSchema } from '../../shared/contract/index.ts';
import { timeFormatOf } from '../../demo/api/app.ts';
import {
  OPEN_DAY,
  WAIT_LIST_DAY,
  contact,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

// Issue 30: DEMO_TIME_FORMAT=local makes the reference API write every date-time as a .NET API
// writes a local DateTime: the venue's wall clock, no offset, seven fraction digits. It still
// reads both forms. The default (UTC with Z) is what every other contract test checks.
const LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$/;

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ timeFormat: 'local' });
});
afterAll(async () => {
  await api.close();
});

async function book(start: string) {
  const created = await api.call('POST', 'WebBooking/WebBookings', {
    body: { unitId: 1, guests: 2, date: OPEN_DAY, times: [{ ruleId: 2, start }] },
  });
  expect(created.status, created.text).toBe(201);
  return created.json;
}

describe('DEMO_TIME_FORMAT', () => {
  it.each([
    [undefined, 'utc'],
    ['', 'utc'],
    ['offset', 'utc'],
    ['local', 'local'],
  ] as const)('issue 30: %j writes the %s form', (value, form) => {
    expect(timeFormatOf(value)).toBe(form);
  });

  it('issue 30: anything else stops the start with a message', () => {
    expect(() => timeFormatOf('net')).toThrow(/DEMO_TIME_FORMAT/);
  });
});

describe('the reference API in the local form (DEMO_TIME_FORMAT=local)', () => {
  it('issue 30: available times are the venue wall clock, no offset, 7 fraction digits', async () => {
    const { status, json } = await api.call(
      'GET',
      `WebBooking/availableTimes?date=${OPEN_DAY}&unitId=1`,
    );
    expect(status).toBe(200);
    const [unit] = expectValid(AvailableTimesSchema, json);
    const middag = unit!.sections[0]!.timeSets.find((rule) => rule.id === 2)!;
    const first = middag.times[0]!;
    expect(first.start).toMatch(LOCAL);
    expect(first.start).toBe(`${OPEN_DAY}T17:00:00.0000000`);
    expect(first.name).toBe('17:00');
    expect(first.availableUntil).toMatch(LOCAL);
  });

  it('issue 30: a booking sent in the local form is booked at that venue time and answered in it', async () => {
    const booking = expectValid(BookingSchema, await book(`${OPEN_DAY}T18:00:00.0000000`));
    expect(booking.start).toBe(`${OPEN_DAY}T18:00:00.0000000`);
    expect(booking.articles[0]!.start).toBe(`${OPEN_DAY}T18:00:00.0000000`);
    expect(booking.createdDate).toMatch(LOCAL);
    // Named UTC, written as UTC's wall clock: 24 hours before 18:00 CET is 17:00 UTC.
    expect(booking.cancelAllowedBeforeUtc).toBe('2030-01-09T17:00:00.0000000');
  });

  it('issue 30: it still reads the offset form, and both forms name the same time', async () => {
    const viaOffset = await book(stockholm(OPEN_DAY, '18:30'));
    expect(viaOffset.start).toBe(`${OPEN_DAY}T18:30:00.0000000`);
    const viaOwnOffset = await book(`${OPEN_DAY}T19:00:00+01:00`);
    expect(viaOwnOffset.start).toBe(`${OPEN_DAY}T19:00:00.0000000`);
  });

  it('issue 30: removeTimes and the edit take the local form', async () => {
    const booking = await book(`${OPEN_DAY}T18:00:00.0000000`);
    const moved = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}`, {
      body: {
        times: [{ ruleId: 2, start: `${OPEN_DAY}T20:00:00` }],
        removeTimes: [{ sectionId: 1, startTime: `${OPEN_DAY}T18:00:00.0000000` }],
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.start).toBe(`${OPEN_DAY}T20:00:00.0000000`);
  });

  it('issue 30: the waiting-list offer is written in the local form and accepted in it', async () => {
    const created = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 1,
        guests: 2,
        date: WAIT_LIST_DAY,
        isWaitList: true,
        times: [{ ruleId: 2, start: `${WAIT_LIST_DAY}T19:00:00` }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const guid = created.json.guid as string;
    const done = await api.call('POST', `WebBooking/WebBookings/${guid}/Finalize`, {
      body: { contact, lang: 'en' },
    });
    expect(done.status, done.text).toBe(200);
    const offered = await api.call('POST', '/demo/control/waitlistoffer', {
      body: { guid, startTime: `${WAIT_LIST_DAY}T19:00:00` },
    });
    expect(offered.status, offered.text).toBe(200);
    const offer = expectValid(BookingSchema, offered.json).waitListOffers[0]!;
    expect(offer.startTime).toBe(`${WAIT_LIST_DAY}T19:00:00.0000000`);
  });

  it('issue 30: a stock date given as a local date-time is that venue day', async () => {
    const stock = async (validityDate: string) => {
      const { status, json } = await api.call(
        'GET',
        `WebBooking/WebBookings/articleStocks?articleIds=503&validityDate=${validityDate}`,
      );
      expect(status).toBe(200);
      return json as { validityDate: string }[];
    };
    // 23:30 in Stockholm is 22:30 UTC: both forms name the venue's day, not the server's.
    const days = [
      await stock(OPEN_DAY),
      await stock(`${OPEN_DAY}T23:30:00.0000000`),
      await stock(`${OPEN_DAY}T22:30:00Z`),
    ];
    expect(days[0]!.map((row) => row.validityDate)).toEqual([OPEN_DAY]);
    expect(days[1]).toEqual(days[0]);
    expect(days[2]).toEqual(days[0]);
  });
});
