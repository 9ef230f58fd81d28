import { describe, expect, it } from 'vitest';
import type { EditGuestChoicesInput } from '../../../../shared/booking/editGuestChoices.ts';
import {
  editGuestLimits,
  type EditGuestLimitsInput,
} from '../../../../shared/booking/editGuestLimits.ts';

const slot = (clock: string, availableSeats: number[]) => ({
  start: `2030-01-10T${clock}:00+01:00`,
  availableSeats,
});
const dinner = {
  id: 2,
  minGroupSize: 2,
  maxGroupSize: 8,
  times: [slot('17:00', [2, 3]), slot('18:00', [5, 6]), slot('19:00', [7])],
};
const lunch = { id: 4, minGroupSize: 1, maxGroupSize: 4, times: [slot('18:00', [1])] };
const base: EditGuestLimitsInput = {
  booked: { guests: 4, start: '2030-01-10T18:00:00+01:00', ruleId: 2 },
  timeSets: [lunch, dinner],
  articles: [
    { isTable: false, tableChairs: 10, tableMinChairs: 1 },
    { isTable: true, tableChairs: 6, tableMinChairs: 3 },
    { isTable: true, tableChairs: 2, tableMinChairs: 1 },
  ],
  timeZone: 'Europe/Stockholm',
  maxWebGuests: 12,
};
const expected: EditGuestChoicesInput = {
  guests: 4,
  availableSeats: [5, 6],
  heldTableChairs: 6,
  heldTableMinChairs: 3,
  minGroupSize: 2,
  maxGroupSize: 8,
  maxWebGuests: 12,
};

describe('editGuestLimits', () => {
  it.each<[string, Partial<EditGuestLimitsInput>, EditGuestChoicesInput]>([
    [
      'doc2 §4 Edit: the free seats of the booked rule’s booked time, its group sizes, the held table’s chairs',
      {},
      expected,
    ],
    [
      'doc2 §4 Edit: the booked time matched by its instant, however the start is written',
      { booked: { ...base.booked, start: '2030-01-10T17:00:00Z' } },
      expected,
    ],
    [
      'doc2 §4 Edit: the held table is the first table article',
      { articles: [{ isTable: true, tableChairs: 2, tableMinChairs: null }] },
      { ...expected, heldTableChairs: 2, heldTableMinChairs: null },
    ],
    [
      'doc2 §4 Edit: no table article, no held chairs',
      { articles: [{ isTable: false, tableChairs: 10 }] },
      { ...expected, heldTableChairs: undefined, heldTableMinChairs: undefined },
    ],
    [
      'doc2 §4 Edit: a booked time the day no longer lists frees no seats; the rule’s sizes stay',
      { booked: { ...base.booked, start: '2030-01-10T20:00:00+01:00' } },
      { ...expected, availableSeats: [] },
    ],
    [
      'doc2 §4 Edit: a rule the day does not list frees no seats and sets no group sizes',
      { booked: { ...base.booked, ruleId: 9 } },
      { ...expected, availableSeats: [], minGroupSize: undefined, maxGroupSize: undefined },
    ],
    [
      'doc2 §4 Edit: a booking with no rule reads no time set',
      { booked: { ...base.booked, ruleId: null } },
      { ...expected, availableSeats: [], minGroupSize: undefined, maxGroupSize: undefined },
    ],
    [
      'doc2 §9 maxWebGuests: the venue’s web maximum passes through',
      { maxWebGuests: 6 },
      { ...expected, maxWebGuests: 6 },
    ],
  ])('%s', (_name, patch, limits) => {
    expect(editGuestLimits({ ...base, ...patch })).toEqual(limits);
  });
});
