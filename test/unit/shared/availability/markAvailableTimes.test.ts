import { describe, expect, it } from 'vitest';
import { markAvailableTimes } from '../../../../shared/availability/markAvailableTimes.ts';
import type { TimeSlot, Unit } from '../../../../shared/availability/types.ts';
import { rule, slot } from './fixtures.ts';

const NOW = '2026-06-10T12:00:00Z';
const unitWith = (times: TimeSlot[]): Unit => ({
  id: 1,
  name: 'Venue',
  timeZone: 'Europe/Stockholm',
  sections: [{ id: 10, name: 'Main', timeSets: [rule({ times })] }],
});
const flags = (units: Unit[]) =>
  units.flatMap((u) =>
    u.sections.flatMap((s) =>
      s.timeSets.flatMap((r) =>
        r.times.map((t) => [
          t.timeExpired,
          t.unavailableForGroupSize,
          t.waitListUnavailableForGroupSize,
        ]),
      ),
    ),
  );

describe('markAvailableTimes', () => {
  it.each<[string, TimeSlot, number, (boolean | undefined)[]]>([
    [
      'doc1 §7 availableTimes: a fitting unexpired time gets no flags',
      slot({ availableSeats: [2], waitListSeats: [2] }),
      2,
      [false, false, false],
    ],
    [
      'doc1 §7 availableTimes: an expired time is marked expired',
      slot({ availableUntil: '2026-06-10T11:00:00Z', waitListSeats: [2] }),
      2,
      [true, false, false],
    ],
    [
      'doc1 §7 availableTimes: a time not fitting the party is marked unavailable for the size',
      slot({ availableSeats: [2], waitListSeats: [6] }),
      6,
      [false, true, false],
    ],
    [
      'doc1 §7 availableTimes: no waiting list for the size is marked',
      slot({ availableSeats: [2], waitListSeats: [] }),
      2,
      [false, false, true],
    ],
    [
      'doc1 §7 availableTimes: the server expiry flag is kept',
      slot({ timeExpired: true, waitListSeats: [2] }),
      2,
      [true, false, false],
    ],
  ])('%s', (_name, input, guests, expected) => {
    expect(
      flags(
        markAvailableTimes([unitWith([input])], { guests, now: NOW, timeZone: 'Europe/Stockholm' }),
      ),
    ).toEqual([expected]);
  });

  it('doc1 §7 availableTimes: the answer is not mutated', () => {
    const input = unitWith([slot()]);
    const before = JSON.stringify(input);
    markAvailableTimes([input], { guests: 2, now: NOW, timeZone: 'Europe/Stockholm' });
    expect(JSON.stringify(input)).toBe(before);
  });
});
