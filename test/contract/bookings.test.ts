import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableTimesSchema,
  BookingSchema,
  ErrorBodySchema,
} from '../../shared/contract/index.ts';
import { BookingStatus, ErrorCode, MenuStatus } from '../../shared/enums.ts';
import {
  CLOSED_DAY,
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

const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', 'WebBooking/WebBookings', {
    body: { unitId: 1, guests: 2, date: OPEN_DAY, ...body },
    headers,
  });
const lunchAt = (hhmm: string, date = OPEN_DAY) => [{ ruleId: 1, start: stockholm(date, hhmm) }];

async function seatsAt(ruleId: number, date: string, hhmm: string, unitId = 1): Promise<number[]> {
  const answer = await api.call('GET', `WebBooking/availableTimes?date=${date}&unitId=${unitId}`);
  const [unit] = expectValid(AvailableTimesSchema, answer.json);
  const set = unit!.sections
    .flatMap((section) => section.timeSets)
    .find((candidate) => candidate.id === ruleId)!;
  return set.times.find((time) => time.start === stockholm(date, hhmm))!.availableSeats;
}

async function freeTablesFor(
  guests: number,
  ruleId: number,
  date: string,
  hhmm: string,
): Promise<number> {
  // Books until the size is gone; counts how many tables there were, then clears them again.
  const guids: string[] = [];
  for (;;) {
    const answer = await create({
      guests,
      date,
      times: [{ ruleId, start: stockholm(date, hhmm) }],
    });
    if (answer.status !== 201) break;
    guids.push(answer.json.guid);
  }
  for (const guid of guids) await api.call('POST', `WebBooking/WebBookings/${guid}/Clear`);
  return guids.length;
}

describe('create, get, update, finalize', () => {
  it('creates a booking holding a table and answers it with its guid', async () => {
    const answer = await create({ times: lunchAt('12:00'), guestsChildren: 1, lang: 'sv' });
    expect(answer.status).toBe(201);
    const booking = expectValid(BookingSchema, answer.json);
    expect(booking).toMatchObject({
      unitId: 1,
      status: BookingStatus.BookingInProgress,
      guests: 2,
      guestsChildren: 1,
      start: stockholm(OPEN_DAY, '12:00'),
      end: stockholm(OPEN_DAY, '13:30'),
      language: 'sv',
      isActivityBooking: false,
    });
    expect(booking.articles).toHaveLength(1);
    expect(booking.articles[0]).toMatchObject({
      isTable: true,
      tableChairs: 2,
      ruleId: 1,
      sectionId: 1,
    });
    const fetched = await api.call('GET', `WebBooking/WebBookings/${booking.guid}`);
    expect(expectValid(BookingSchema, fetched.json).guid).toBe(booking.guid);
    const upper = await api.call('GET', `webbooking/WEBBOOKINGS/${booking.guid.toUpperCase()}`);
    expect(upper.status).toBe(200);
  });

  it('finds the unit from the rule when the body names none (the contract has no unitId)', async () => {
    const answer = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        guests: 2,
        date: OPEN_DAY,
        times: [{ ruleId: 21, start: stockholm(OPEN_DAY, '10:00') }],
      },
    });
    expect(answer.status).toBe(201);
    expect(expectValid(BookingSchema, answer.json)).toMatchObject({
      unitId: 2,
      isActivityBooking: true,
    });
  });

  it.each([
    ['times', { times: [] }],
    ['guests', { guests: 0, times: lunchAt('12:00') }],
    ['times[0].start', { times: [{ ruleId: 1, start: '12:00' }] }],
    ['date', { date: '10/01/2030', times: lunchAt('12:00') }],
  ])('a bad body answers 400 naming %s', async (field, body) => {
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(expectValid(ErrorBodySchema, answer.json).message).toContain(field);
  });

  it.each([
    [
      'a start that is not a time of the rule',
      { times: lunchAt('12:05') },
      400,
      ErrorCode.Undefined,
    ],
    [
      'a closed day',
      { date: CLOSED_DAY, times: lunchAt('12:00', CLOSED_DAY) },
      409,
      ErrorCode.TemporaryUnavailable,
    ],
    [
      'more guests than the web maximum',
      { guests: 9, times: lunchAt('12:00') },
      400,
      ErrorCode.Undefined,
    ],
    [
      'an unknown rule',
      { times: [{ ruleId: 99, start: stockholm(OPEN_DAY, '12:00') }] },
      400,
      ErrorCode.Undefined,
    ],
  ])('refuses %s', async (_name, body, status, code) => {
    const answer = await create(body);
    expect(answer.status).toBe(status);
    expect(expectValid(ErrorBodySchema, answer.json).code).toBe(code);
  });

  it('an unknown booking answers 404 and a booking of another system Unit does not exist', async () => {
    const missing = await api.call(
      'GET',
      'WebBooking/WebBookings/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect(expectValid(ErrorBodySchema, missing.json).code).toBe(ErrorCode.Undefined);
    const { json } = await create({ times: lunchAt('12:15') });
    const other = await api.call('GET', `WebBooking/WebBookings/${json.guid}`, {
      system: 'no_demo',
    });
    expect(other.status).toBe(404);
    expect(other.text).toBe('Unit does not exist');
  });

  it('PUT changes guests (moving to a bigger table), adds and replaces times', async () => {
    const { json } = await create({ times: lunchAt('11:00') });
    const guid = json.guid as string;
    const bigger = await api.call('PUT', `WebBooking/WebBookings/${guid}`, { body: { guests: 5 } });
    expect(bigger.status).toBe(200);
    expect(expectValid(BookingSchema, bigger.json).articles[0]!.tableChairs).toBeGreaterThanOrEqual(
      5,
    );
    const replaced = await api.call('PUT', `WebBooking/WebBookings/${guid}`, {
      body: { times: lunchAt('13:00'), replaceTimes: true, message: 'Fönsterbord' },
    });
    const booking = expectValid(BookingSchema, replaced.json);
    expect(booking.start).toBe(stockholm(OPEN_DAY, '13:00'));
    expect(booking.message).toBe('Fönsterbord');
    const badRemove = await api.call('PUT', `WebBooking/WebBookings/${guid}`, {
      body: { removeTimes: [{ sectionId: 2, startTime: stockholm(OPEN_DAY, '13:00') }] },
    });
    expect(badRemove.status).toBe(400);
    expect(badRemove.json.message).toContain('removeTimes');
  });

  it('finalizes to Web with the contact; a second finalize is refused', async () => {
    const { json } = await create({ times: lunchAt('11:30') });
    const noContact = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
      body: { lang: 'sv' },
    });
    expect(noContact.status).toBe(400);
    expect(noContact.json.message).toContain('contact');
    const finalized = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
      body: {
        contact: { ...contact, message: 'Allergi: nötter' },
        customer: { name: 'Acme AB' },
        message: 'Hej',
      },
    });
    expect(finalized.status).toBe(200);
    const booking = expectValid(BookingSchema, finalized.json);
    expect(booking).toMatchObject({
      status: BookingStatus.Web,
      message: 'Hej',
      customer: { name: 'Acme AB' },
    });
    expect(booking.contact).toMatchObject({ fname: 'Anna', email: 'anna@example.com' });
    expect(booking.history.map((entry) => entry.status)).toEqual([
      BookingStatus.BookingInProgress,
      BookingStatus.Web,
    ]);
    expect(booking.cancelAllowedBeforeUtc).toBe(stockholm('2030-01-09', '11:30'));
    const again = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
      body: { contact },
    });
    expect(again.status).toBe(409);
  });

  it('Clear releases an unfinalized booking and its table (Expired, like a hold that ran out)', async () => {
    const before = await freeTablesFor(8, 1, OPEN_DAY, '12:30');
    expect(before).toBe(1);
    const { json } = await create({ guests: 8, times: lunchAt('12:30') });
    expect(await seatsAt(1, OPEN_DAY, '12:30')).not.toContain(8);
    const cleared = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Clear`);
    expect(expectValid(BookingSchema, cleared.json).status).toBe(BookingStatus.Expired);
    expect(await seatsAt(1, OPEN_DAY, '12:30')).toContain(8);
  });
});

describe('race and idempotency', () => {
  const escape = (hhmm: string) => ({
    unitId: 2,
    guests: 4,
    times: [{ ruleId: 24, start: stockholm(OPEN_DAY, hhmm) }],
  });

  it('20 concurrent creates for the last table give exactly one booking, the rest TemporaryUnavailable', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', 'WebBooking/WebBookings', {
          body: { date: OPEN_DAY, ...escape('11:30') },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(expectValid(ErrorBodySchema, answer.json).code).toBe(ErrorCode.TemporaryUnavailable);
    }
  });

  it('20 identical requests with one Idempotency-Key make one booking and the same answer', async () => {
    const headers = { 'Idempotency-Key': 'same-key-1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', 'WebBooking/WebBookings', {
          body: { date: OPEN_DAY, ...escape('13:00') },
          headers,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json.guid)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.headers.get('idempotency-replayed') === 'true'),
    ).toHaveLength(19);
    // A different key is a new attempt: the room is taken now.
    const other = await api.call('POST', 'WebBooking/WebBookings', {
      body: { date: OPEN_DAY, ...escape('13:00') },
      headers: { 'Idempotency-Key': 'same-key-2' },
    });
    expect(other.json.code).toBe(ErrorCode.TemporaryUnavailable);
  });

  it('a key is forgotten after 24 hours by the clock', async () => {
    const headers = { 'Idempotency-Key': 'day-key' };
    const first = await create({ times: lunchAt('13:15', '2030-01-16') }, headers);
    const repeat = await create({ times: lunchAt('13:15', '2030-01-16') }, headers);
    expect(repeat.json.guid).toBe(first.json.guid);
    await api.call('POST', '/demo/control/clock', { body: { advanceMs: 24 * 3_600_000 + 1000 } });
    try {
      const later = await create({ times: lunchAt('13:15', '2030-01-16') }, headers);
      expect(later.status).toBe(201);
      expect(later.json.guid).not.toBe(first.json.guid);
    } finally {
      await api.call('POST', '/demo/control/clock', {
        body: { advanceMs: -(24 * 3_600_000 + 1000) },
      });
    }
  });
});

describe('expiry and refresh', () => {
  it('an unfinalized booking expires after 60 minutes, frees its table and Refresh revives it', async () => {
    const { json } = await create({ guests: 8, times: lunchAt('11:45') });
    await api.call('POST', '/demo/control/clock', { body: { advanceMs: 59 * 60_000 } });
    expect((await api.call('GET', `WebBooking/WebBookings/${json.guid}`)).json.status).toBe(
      BookingStatus.BookingInProgress,
    );
    await api.call('POST', '/demo/control/clock', { body: { advanceMs: 2 * 60_000 } });
    const expired = await api.call('GET', `WebBooking/WebBookings/${json.guid}`);
    expect(expectValid(BookingSchema, expired.json).status).toBe(BookingStatus.Expired);
    expect(await seatsAt(1, OPEN_DAY, '11:45')).toContain(8);
    const finalize = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
      body: { contact },
    });
    expect(finalize.json.code).toBe(ErrorCode.TemporaryUnavailable);
    const refreshed = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Refresh`);
    expect(expectValid(BookingSchema, refreshed.json).status).toBe(BookingStatus.BookingInProgress);
    expect(await seatsAt(1, OPEN_DAY, '11:45')).not.toContain(8);
  });

  it('Refresh answers TemporaryUnavailable when the table was taken meanwhile', async () => {
    const { json } = await create({ guests: 8, times: lunchAt('14:00') });
    await api.call('POST', '/demo/control/clock', { body: { advanceMs: 61 * 60_000 } });
    expect((await api.call('GET', `WebBooking/WebBookings/${json.guid}`)).json.status).toBe(
      BookingStatus.Expired,
    );
    const taker = await create({ guests: 8, times: lunchAt('14:00') });
    expect(taker.status).toBe(201);
    const refreshed = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Refresh`);
    expect(refreshed.status).toBe(409);
    expect(expectValid(ErrorBodySchema, refreshed.json).code).toBe(ErrorCode.TemporaryUnavailable);
  });
});

describe('leaving and coming back: Clear is idempotent, Refresh revives (doc 2 §4 session guard)', () => {
  // Days no other test of this file books at these times; rule 1 has one table for 8.
  const DAY = '2030-01-15';
  const eightAt = (hhmm: string, date = DAY) =>
    create({ guests: 8, date, times: lunchAt(hhmm, date) });
  const clear = (guid: string) => api.call('POST', `WebBooking/WebBookings/${guid}/Clear`);
  const refresh = (guid: string) => api.call('POST', `WebBooking/WebBookings/${guid}/Refresh`);

  it('a second Clear of a cleared booking answers success and changes nothing', async () => {
    const { json } = await eightAt('12:00');
    const first = await clear(json.guid);
    expect(first.status).toBe(200);
    const second = await clear(json.guid);
    expect(second.status).toBe(200);
    const booking = expectValid(BookingSchema, second.json);
    expect(booking.status).toBe(BookingStatus.Expired);
    expect(booking.history.map((entry) => entry.status)).toEqual([
      BookingStatus.BookingInProgress,
      BookingStatus.Expired,
    ]);
    expect(await seatsAt(1, DAY, '12:00')).toContain(8);
  });

  it('Clear of a cancelled booking answers success too: it holds nothing', async () => {
    const { json } = await eightAt('11:00', '2030-01-16');
    expect((await api.call('POST', `WebBooking/WebBookings/${json.guid}/Cancel`)).status).toBe(200);
    const cleared = await clear(json.guid);
    expect(cleared.status).toBe(200);
    expect(expectValid(BookingSchema, cleared.json).status).toBe(BookingStatus.Canceled);
  });

  it('Refresh revives a cleared booking under the same guid, on the same table', async () => {
    const { json } = await eightAt('12:45');
    const table = json.articles[0].tableName;
    await clear(json.guid);
    expect(await seatsAt(1, DAY, '12:45')).toContain(8);
    const revived = await refresh(json.guid);
    expect(revived.status).toBe(200);
    const booking = expectValid(BookingSchema, revived.json);
    expect(booking).toMatchObject({ guid: json.guid, status: BookingStatus.BookingInProgress });
    expect(booking.articles[0]!.tableName).toBe(table);
    expect(await seatsAt(1, DAY, '12:45')).not.toContain(8);
    // Revived, it can be cleared again and finalized as ever.
    const finalized = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
      body: { contact },
    });
    expect(expectValid(BookingSchema, finalized.json).status).toBe(BookingStatus.Web);
  });

  it('a cleared booking whose table was taken meanwhile gets code 2 from Refresh and stays released', async () => {
    const day = '2030-01-22';
    expect(await freeTablesFor(8, 1, day, '12:00')).toBe(1);
    const { json } = await eightAt('12:00', day);
    await clear(json.guid);
    const taker = await eightAt('12:00', day);
    expect(taker.status).toBe(201);
    const revived = await refresh(json.guid);
    expect(revived.status).toBe(409);
    expect(expectValid(ErrorBodySchema, revived.json).code).toBe(ErrorCode.TemporaryUnavailable);
    const after = await api.call('GET', `WebBooking/WebBookings/${json.guid}`);
    expect(expectValid(BookingSchema, after.json).status).toBe(BookingStatus.Expired);
    expect((await clear(json.guid)).status).toBe(200);
    // The taker keeps the table.
    const taken = await api.call('GET', `WebBooking/WebBookings/${taker.json.guid}`);
    expect(taken.json.status).toBe(BookingStatus.BookingInProgress);
  });
});

describe('cancel', () => {
  const finalized = async (date: string, hhmm: string) => {
    const { json } = await create({ date, times: lunchAt(hhmm, date) });
    await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, { body: { contact } });
    return json.guid as string;
  };

  it('cancels before the deadline; a second cancel is refused', async () => {
    const guid = await finalized('2030-01-18', '12:00');
    const cancelled = await api.call('POST', `WebBooking/WebBookings/${guid}/Cancel`, {
      body: { id: guid },
    });
    expect(expectValid(BookingSchema, cancelled.json).status).toBe(BookingStatus.Canceled);
    expect((await api.call('POST', `WebBooking/WebBookings/${guid}/Cancel`)).status).toBe(409);
  });

  it('refuses after cancelAllowedBeforeUtc (24 hours before the start)', async () => {
    const guid = await finalized('2030-01-09', '11:00');
    const { json } = await api.call('GET', `WebBooking/WebBookings/${guid}`);
    expect(json.cancelAllowedBeforeUtc).toBe(stockholm('2030-01-08', '11:00'));
    const { json: clock } = await api.call('POST', '/demo/control/clock', { body: {} });
    await api.call('POST', '/demo/control/clock', {
      body: { set: stockholm('2030-01-08', '11:01') },
    });
    try {
      const answer = await api.call('POST', `WebBooking/WebBookings/${guid}/Cancel`);
      expect(answer.status).toBe(409);
      expect(expectValid(ErrorBodySchema, answer.json).message).toContain('deadline');
    } finally {
      await api.call('POST', '/demo/control/clock', { body: { set: clock.now } });
    }
  });
});

describe('edit (doc 2 §4)', () => {
  it('changes guests and time of a plain finalized booking', async () => {
    const { json } = await create({ date: '2030-01-23', times: lunchAt('12:00', '2030-01-23') });
    await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, { body: { contact } });
    const edited = await api.call('PUT', `WebBooking/WebBookings/${json.guid}/Edit`, {
      body: {
        guests: 3,
        timesToUpdate: lunchAt('13:00', '2030-01-23'),
        messageOverride: 'Barnstol',
        contact: { ...contact, fname: 'Anne' },
      },
    });
    expect(edited.status).toBe(200);
    const booking = expectValid(BookingSchema, edited.json);
    expect(booking).toMatchObject({
      guests: 3,
      message: 'Barnstol',
      start: stockholm('2030-01-23', '13:00'),
      status: BookingStatus.Web,
    });
    expect(booking.contact!.fname).toBe('Anne');
  });

  it.each([
    ['an unfinalized booking', async () => (await create({ times: lunchAt('13:30') })).json.guid],
    [
      'an activity booking',
      async () => {
        const { json } = await api.call('POST', 'WebBooking/WebBookings', {
          body: {
            unitId: 2,
            guests: 2,
            date: OPEN_DAY,
            times: [{ ruleId: 21, start: stockholm(OPEN_DAY, '15:00') }],
          },
        });
        await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, {
          body: { contact },
        });
        return json.guid;
      },
    ],
  ])('refuses %s', async (_name, make) => {
    const guid = (await make()) as string;
    const answer = await api.call('PUT', `WebBooking/WebBookings/${guid}/Edit`, {
      body: { guests: 3 },
    });
    expect(answer.status).toBe(403);
    expectValid(ErrorBodySchema, answer.json);
  });
});

describe('menus and stock', () => {
  const julbord = {
    guests: 2,
    date: '2030-01-24',
    times: [{ ruleId: 4, start: stockholm('2030-01-24', '12:00') }],
  };
  const stock = async (articleIds: string) =>
    (
      await api.call(
        'GET',
        `WebBooking/WebBookings/articleStocks?articleIds=${articleIds}&validityDate=2030-01-24`,
      )
    ).json as {
      articleId: number;
      quantity: number;
    }[];

  it('a pre-order booking gets the menu (Sent), needs it confirmed, and finalize takes stock', async () => {
    const created = await create(julbord);
    const booking = expectValid(BookingSchema, created.json);
    expect(booking.menus).toHaveLength(1);
    expect(booking.menus[0]).toMatchObject({ publicId: 'menu-julbord', status: MenuStatus.Sent });
    expect(booking.menus[0]!.groups).toHaveLength(9);
    const early = await api.call('POST', `WebBooking/WebBookings/${booking.guid}/Finalize`, {
      body: { contact },
    });
    expect(early.status).toBe(400);
    expect(early.json.message).toContain('menu');
    const respond = await api.call('POST', 'BookingMenu/BookingMenusExternal/Respond', {
      body: [
        {
          publicId: 'menu-julbord',
          bookingGuid: booking.guid,
          // Every group's rule must hold (doc 1 §5), see test/contract/menus.test.ts.
          groups: [
            { index: 1, items: [{ articleID: 501, quantity: 1 }] },
            { index: 2, items: [{ articleID: 503, quantity: 2 }] },
            { index: 4, items: [{ articleID: 508, quantity: 2 }] },
            { index: 5, items: [{ articleID: 510, quantity: 2 }] },
            { index: 6, items: [{ articleID: 512, quantity: 2 }] },
            { index: 7, items: [{ articleID: 514, quantity: 2 }] },
          ],
        },
      ],
    });
    expect(respond.status).toBe(200);
    const responded = expectValid(BookingSchema, respond.json);
    expect(responded.menus[0]!.status).toBe(MenuStatus.Confirmed);
    expect(
      responded.nonTableArticles.map((article) => [article.articleId, article.quantity]),
    ).toContainEqual([503, 2]);
    expect((await stock('503')).map((row) => row.quantity)).toEqual([20]);
    await api.call('POST', `WebBooking/WebBookings/${booking.guid}/Finalize`, {
      body: { contact },
    });
    expect((await stock('503')).map((row) => row.quantity)).toEqual([18]);
    const updated = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}/Menus`, {
      body: {
        publicId: 'menu-julbord',
        groups: [{ index: 2, items: [{ articleID: 503, quantity: 5 }] }],
      },
    });
    expect(updated.status).toBe(200);
    expect((await stock('503')).map((row) => row.quantity)).toEqual([15]);
  });

  it.each([
    ['more than the stock', [{ index: 2, items: [{ articleID: 504, quantity: 1 }] }], 'left'],
    [
      'an article of another group',
      [{ index: 1, items: [{ articleID: 503, quantity: 1 }] }],
      'articleID',
    ],
    ['a group that does not exist', [{ index: 12, items: [] }], 'index'],
  ])('refuses %s', async (_name, groups, word) => {
    const { json } = await create({
      ...julbord,
      times: [{ ruleId: 4, start: stockholm('2030-01-24', '13:00') }],
    });
    const answer = await api.call('POST', 'BookingMenu/BookingMenusExternal/Respond', {
      body: [{ publicId: 'menu-julbord', bookingGuid: json.guid, groups }],
    });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(word);
  });

  it('Respond takes exactly one menu response', async () => {
    const answer = await api.call('POST', 'BookingMenu/BookingMenusExternal/Respond', { body: [] });
    expect(answer.status).toBe(400);
  });
});

describe('activity bookings', () => {
  it('hold several times across rules; removeTimes frees one, replaceTimes replaces them', async () => {
    const date = '2030-01-25';
    const created = await api.call('POST', 'WebBooking/WebBookings', {
      body: {
        unitId: 2,
        guests: 4,
        date,
        isActivityBooking: true,
        times: [
          { ruleId: 21, start: stockholm(date, '16:00') },
          { ruleId: 23, start: stockholm(date, '17:00') },
        ],
      },
    });
    expect(created.status).toBe(201);
    const booking = expectValid(BookingSchema, created.json);
    expect(booking.articles.map((article) => article.articleGroupName)).toEqual([
      'Bowling 60 min',
      'Karaoke 90 min',
    ]);
    expect(booking.menus.map((menu) => menu.publicId)).toEqual(['menu-karaoke']);
    const removed = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}`, {
      body: { removeTimes: [{ sectionId: 23, startTime: stockholm(date, '17:00') }] },
    });
    const afterRemove = expectValid(BookingSchema, removed.json);
    expect(afterRemove.articles.map((article) => article.ruleId)).toEqual([21]);
    expect(afterRemove.menus).toEqual([]);
    const replaced = await api.call('PUT', `WebBooking/WebBookings/${booking.guid}`, {
      body: { replaceTimes: true, times: [{ ruleId: 22, start: stockholm(date, '18:00') }] },
    });
    expect(
      expectValid(BookingSchema, replaced.json).articles.map((article) => article.ruleId),
    ).toEqual([22]);
  });
});

describe('refusals after the fact', () => {
  it('a finalized booking cannot be updated with PUT or cleared', async () => {
    const { json } = await create({ date: '2030-01-31', times: lunchAt('12:00', '2030-01-31') });
    await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, { body: { contact } });
    const put = await api.call('PUT', `WebBooking/WebBookings/${json.guid}`, {
      body: { guests: 3 },
    });
    expect(put.status).toBe(409);
    expect(expectValid(ErrorBodySchema, put.json).code).toBe(ErrorCode.Undefined);
    expect((await api.call('POST', `WebBooking/WebBookings/${json.guid}/Clear`)).status).toBe(409);
  });

  it('PUT refuses more guests than the web maximum and children not fewer than guests', async () => {
    const { json } = await create({ date: '2030-01-31', times: lunchAt('12:15', '2030-01-31') });
    const many = await api.call('PUT', `WebBooking/WebBookings/${json.guid}`, {
      body: { guests: 9 },
    });
    expect(many.status).toBe(400);
    expect(many.json.message).toContain('guests');
    const children = await api.call('PUT', `WebBooking/WebBookings/${json.guid}`, {
      body: { guestsChildren: 2 },
    });
    expect(children.status).toBe(400);
    expect(children.json.message).toContain('guestsChildren');
  });

  it('a booking that has started can be neither cancelled nor edited', async () => {
    const { json } = await create({ date: '2030-01-31', times: lunchAt('12:30', '2030-01-31') });
    await api.call('POST', `WebBooking/WebBookings/${json.guid}/Finalize`, { body: { contact } });
    const { json: clock } = await api.call('POST', '/demo/control/clock', { body: {} });
    await api.call('POST', '/demo/control/clock', {
      body: { set: stockholm('2030-01-31', '12:45') },
    });
    try {
      const cancel = await api.call('POST', `WebBooking/WebBookings/${json.guid}/Cancel`);
      expect(cancel.status).toBe(409);
      expect(cancel.json.message).toContain('started');
      const edit = await api.call('PUT', `WebBooking/WebBookings/${json.guid}/Edit`, {
        body: { guests: 3 },
      });
      expect(edit.status).toBe(409);
    } finally {
      await api.call('POST', '/demo/control/clock', { body: { set: clock.now } });
    }
  });
});

it('handles() names the paths the API answers', async () => {
  const { handles } = await import('../../demo/api/app.ts');
  expect(['/api/v1/x', '/API/v1', '/demo/terminal', '/Demo/images/a.svg'].every(handles)).toBe(
    true,
  );
  expect(['/', '/index.html', '/se_demo/1', '/apix', '/demography'].some(handles)).toBe(false);
});
