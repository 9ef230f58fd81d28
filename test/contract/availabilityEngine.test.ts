import { describe, expect, it } from 'vitest';
import { UnavailabilityReason } from '../../shared/enums.ts';
import { availableUntil, pickResource, slotState, type Hold } from '../../demo/api/availability.ts';
import type { Venue } from '../../demo/api/venue.ts';
import { readSeed } from '../../demo/seed/loadSeed.ts';
import { stockholm } from './referenceApi.ts';

const [restaurant] = readSeed([
  new URL('../../demo/seed/se-restaurant.json', import.meta.url).pathname,
]);
const venue: Venue = {
  system: 'se_demo',
  id: 1,
  unit: restaurant!,
  sections: restaurant!.sections,
  rules: restaurant!.rules,
  resources: restaurant!.sections.flatMap((section) =>
    section.resources.map((resource) => ({ ...resource, sectionId: section.id })),
  ),
  closedDays: new Set(),
  ruleClosedDays: new Map(),
  ruleNoWaitListDays: new Map(),
  timeForm: 'utc',
};
const rule = (id: number) => ({ ...venue.rules.find((candidate) => candidate.id === id)! });
const DATE = '2030-01-10';
const at = (hhmm: string) => Date.parse(stockholm(DATE, hhmm));
const MINUTE = 60_000;
const hold = (resourceId: number, from: string, to: string, recoupMin = 0): Hold => ({
  guid: 'other',
  resourceId,
  startMs: at(from),
  endMs: at(to),
  recoupMin,
});

describe('availableUntil (doc 2 §4 lock cutoff)', () => {
  it.each([
    [
      'lock per time: start minus lockTime',
      { lockPerTime: true, lockTime: 60, startTime: 0 },
      '19:00',
      '18:00',
    ],
    [
      'lockTime 0: the start itself',
      { lockPerTime: false, lockTime: 0, startTime: 10 },
      '19:00',
      '19:00',
    ],
    [
      'day lock: day start + startTime h - lockTime',
      { lockPerTime: false, lockTime: 120, startTime: 16 },
      '19:00',
      '14:00',
    ],
    [
      'day lock never later than the start',
      { lockPerTime: false, lockTime: 30, startTime: 23 },
      '19:00',
      '19:00',
    ],
  ])('%s', (_name, lock, start, until) => {
    expect(availableUntil(venue, { ...rule(2), ...lock }, DATE, at(start))).toBe(at(until));
  });
});

describe('slot seats from free tables (DESIGN §4)', () => {
  const dinner = rule(2);
  it.each([
    ['all tables free: 1..8', [], [1, 2, 3, 4, 5, 6, 7, 8], []],
    ['the 8-seat table taken: up to 6', [hold(6, '18:00', '20:00')], [1, 2, 3, 4, 5, 6], [7, 8]],
    [
      'a hold ending before the slot, its recoup reaching in: still taken',
      [hold(6, '17:00', '18:50', 15)],
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ],
    [
      'a hold ending with its recoup before the start: free',
      [hold(6, '16:00', '18:30', 15)],
      [1, 2, 3, 4, 5, 6, 7, 8],
      [],
    ],
    [
      'the slot recoup reaching into a later hold: taken',
      [hold(6, '21:10', '22:00')],
      [1, 2, 3, 4, 5, 6],
      [7, 8],
    ],
  ])('%s', (_name, holds, seats, waitList) => {
    const slot = slotState(venue, dinner, DATE, at('19:00'), at('08:00'), holds);
    expect(slot.availableSeats).toEqual(seats);
    expect(slot.waitListSeats).toEqual(waitList);
  });

  it('a slot whose every table is taken reports no bookable resources', () => {
    const holds = [1, 2, 3, 4, 5, 6].map((id) => hold(id, '10:00', '23:00'));
    const slot = slotState(venue, dinner, DATE, at('19:00'), at('08:00'), holds);
    expect(slot.unavailability).toEqual([
      { from: 1, to: 8, reason: UnavailabilityReason.NoBookableResources },
    ]);
  });

  it('holds of the booking itself are ignored (edit, refresh)', () => {
    const own = { ...hold(6, '18:00', '20:00'), guid: 'mine' };
    expect(
      slotState(venue, dinner, DATE, at('19:00'), at('08:00'), [own], 'mine').availableSeats,
    ).toContain(8);
  });

  it('an expired slot has no seats and reason lock time passed', () => {
    const slot = slotState(venue, dinner, DATE, at('19:00'), at('18:00') + MINUTE, []);
    expect(slot).toMatchObject({ expired: true, availableSeats: [], waitListSeats: [] });
    expect(slot.unavailability[0]!.reason).toBe(UnavailabilityReason.LockTimePassed);
  });
});

describe('pickResource', () => {
  const matsal = venue.resources.filter((resource) => resource.sectionId === 1);
  it.each([
    [1, 1],
    [2, 1],
    [3, 3],
    [5, 5],
    [7, 6],
  ])('%i guests get the smallest table that seats them (table %i)', (guests, id) => {
    expect(pickResource(matsal, guests)!.id).toBe(id);
  });
  it('no table seats 9', () => expect(pickResource(matsal, 9)).toBeUndefined());
});
