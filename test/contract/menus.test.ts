import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, ErrorBodySchema } from '../../shared/contract/index.ts';
import { ErrorCode, MenuStatus } from '../../shared/enums.ts';
import { OPEN_DAY, expectValid, startApi, stockholm, type RunningApi } from './referenceApi.ts';

// The seed's Julbord (rule 4, menu-julbord) has one group of every type, in doc 1 §3 order:
// 0 ViewOnly, 1 SingleChoice, 2 AmountChoice (optional; 503 has 20 in stock, 504 none),
// 3 LimitedChoices (2, optional), 4 LimitedMinChoicesToGuests, 5 LimitedMinMaxChoicesToGuests
// (2), 6 LimitedToGuests, 7 LimitedToGuestsAndChoices (2), 8 MultipleChoices (optional).

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Items = { articleID: number; quantity: number }[];
type Groups = Record<number, Items>;

/** A response that satisfies every group for the party. */
const valid = (guests: number): Groups => ({
  1: [{ articleID: 501, quantity: 1 }],
  2: [{ articleID: 503, quantity: 2 }],
  4: [{ articleID: 508, quantity: guests }],
  5: [{ articleID: 510, quantity: guests }],
  6: [
    { articleID: 512, quantity: guests - 1 },
    { articleID: 513, quantity: 1 },
  ],
  7: [{ articleID: 514, quantity: guests }],
});

async function julbord(guests: number): Promise<string> {
  const answer = await api.call('POST', 'WebBooking/WebBookings', {
    body: {
      unitId: 1,
      guests,
      date: OPEN_DAY,
      times: [{ ruleId: 4, start: stockholm(OPEN_DAY, '12:00') }],
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json.guid as string;
}

const respond = (guid: string, groups: Groups) =>
  api.call('POST', 'BookingMenu/BookingMenusExternal/Respond', {
    body: [
      {
        publicId: 'menu-julbord',
        bookingGuid: guid,
        groups: Object.entries(groups).map(([index, items]) => ({ index: Number(index), items })),
      },
    ],
  });

const clear = (guid: string) => api.call('POST', `WebBooking/WebBookings/${guid}/Clear`);

describe('BookingMenusExternal/Respond checks the group rules (doc 1 §5 Pre-order groups)', () => {
  it.each<[string, number, Groups, string]>([
    [
      'SingleChoice: two items',
      2,
      {
        1: [
          { articleID: 501, quantity: 1 },
          { articleID: 502, quantity: 1 },
        ],
      },
      'singleChoice',
    ],
    ['SingleChoice: none', 2, { 1: [{ articleID: 501, quantity: 0 }] }, 'singleChoice'],
    ['AmountChoice: more than the stock', 2, { 2: [{ articleID: 503, quantity: 21 }] }, 'left'],
    ['AmountChoice: an item out of stock', 2, { 2: [{ articleID: 504, quantity: 1 }] }, 'left'],
    [
      'LimitedChoices: three kinds where two are allowed',
      2,
      {
        3: [
          { articleID: 505, quantity: 1 },
          { articleID: 506, quantity: 1 },
          { articleID: 507, quantity: 1 },
        ],
      },
      'limitedChoices',
    ],
    [
      'LimitedMinChoicesToGuests: fewer than the party',
      2,
      { 4: [{ articleID: 508, quantity: 1 }] },
      'minToGuests',
    ],
    [
      'LimitedMinMaxChoicesToGuests: fewer than the party',
      2,
      { 5: [{ articleID: 510, quantity: 1 }] },
      'minToGuests',
    ],
    [
      'LimitedToGuests: more than one per guest',
      2,
      {
        6: [
          { articleID: 512, quantity: 2 },
          { articleID: 513, quantity: 1 },
        ],
      },
      'toGuests',
    ],
    [
      'LimitedToGuests: fewer than one per guest',
      2,
      {
        6: [
          { articleID: 512, quantity: 1 },
          { articleID: 513, quantity: 0 },
        ],
      },
      'toGuests',
    ],
    [
      'LimitedToGuestsAndChoices: not one per guest',
      2,
      { 7: [{ articleID: 514, quantity: 3 }] },
      'toGuestsAndChoices',
    ],
    [
      'LimitedToGuestsAndChoices: three kinds where two are allowed',
      4,
      {
        7: [
          { articleID: 514, quantity: 2 },
          { articleID: 515, quantity: 1 },
          { articleID: 516, quantity: 1 },
        ],
      },
      'toGuestsAndChoices',
    ],
    [
      'ViewOnly: its text cannot be ordered',
      2,
      { 0: [{ articleID: 500, quantity: 1 }] },
      'cannot be ordered',
    ],
  ])('doc1 §5 %s is refused with 400 {code, message}', async (_name, guests, broken, word) => {
    const guid = await julbord(guests);
    const answer = await respond(guid, { ...valid(guests), ...broken });
    expect(answer.status, answer.text).toBe(400);
    const body = expectValid(ErrorBodySchema, answer.json);
    expect(body.code).toBe(ErrorCode.Undefined);
    expect(body.message).toContain(word);
    // Nothing of the refused response is stored; the menu still waits for an answer.
    const booking = expectValid(
      BookingSchema,
      (await api.call('GET', `WebBooking/WebBookings/${guid}`)).json,
    );
    expect(booking.menus[0]!.status).toBe(MenuStatus.Sent);
    expect(booking.menus[0]!.groups.flatMap((g) => g.items).every((i) => i.quantity === 0)).toBe(
      true,
    );
    await clear(guid);
  });

  it.each([2, 4])(
    'doc1 §5 a response satisfying every group for %i guests is stored and confirmed',
    async (guests) => {
      const guid = await julbord(guests);
      const answer = await respond(guid, valid(guests));
      expect(answer.status, answer.text).toBe(200);
      const booking = expectValid(
        BookingSchema,
        (await api.call('GET', `WebBooking/WebBookings/${guid}`)).json,
      );
      expect(booking.menus[0]!.status).toBe(MenuStatus.Confirmed);
      const stored = Object.fromEntries(
        booking.menus[0]!.groups.flatMap((g) => g.items)
          .filter((i) => i.quantity > 0)
          .map((i) => [i.articleID, i.quantity]),
      );
      expect(stored).toEqual({
        501: 1,
        503: 2,
        508: guests,
        510: guests,
        512: guests - 1,
        513: 1,
        514: guests,
      });
      await clear(guid);
    },
  );

  it('doc1 §5 LimitedMinMaxChoicesToGuests has a minimum only: 3 desserts for 2 guests, beyond its choices of 2, are stored (issue 36)', async () => {
    const guid = await julbord(2);
    const answer = await respond(guid, { ...valid(2), 5: [{ articleID: 510, quantity: 3 }] });
    expect(answer.status, answer.text).toBe(200);
    const booking = expectValid(
      BookingSchema,
      (await api.call('GET', `WebBooking/WebBookings/${guid}`)).json,
    );
    const dessert = booking.menus[0]!.groups.flatMap((g) => g.items).find(
      (i) => i.articleID === 510,
    );
    expect(dessert?.quantity).toBe(3);
    await clear(guid);
  });

  it('doc1 §5 optional groups may stay empty: LimitedChoices and MultipleChoices', async () => {
    const guid = await julbord(2);
    const { 2: _snaps, ...withoutSnaps } = valid(2);
    const answer = await respond(guid, { ...withoutSnaps, 3: [], 8: [] });
    expect(answer.status, answer.text).toBe(200);
    await clear(guid);
  });
});
