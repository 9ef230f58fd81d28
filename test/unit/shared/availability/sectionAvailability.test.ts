import { describe, expect, it } from 'vitest';
import { SectionAvailability } from '../../../../shared/enums.ts';
import { sectionAvailability } from '../../../../shared/availability/sectionAvailability.ts';
import type { TimeSet } from '../../../../shared/availability/types.ts';
import { rule, slot } from './fixtures.ts';

const NOW = '2026-06-10T12:00:00Z';
const PAST = '2026-06-10T11:00:00Z';
const FUTURE = '2026-06-10T15:00:00Z';

describe('sectionAvailability', () => {
  it.each<[string, TimeSet[], number, SectionAvailability]>([
    [
      'doc1 §4 Time slots: available when a time fits the party',
      [rule()],
      2,
      SectionAvailability.Available,
    ],
    [
      'doc1 §4 Time slots: available when only a waiting list fits the party',
      [rule({ times: [slot({ availableSeats: [], waitListSeats: [2, 4] })] })],
      4,
      SectionAvailability.Available,
    ],
    [
      'doc1 §4 Time slots: fully booked when no rule has times',
      [rule({ times: [] })],
      2,
      SectionAvailability.FullyBooked,
    ],
    [
      'doc1 §4 Time slots: fully booked when every time is expired',
      [rule({ times: [slot({ availableUntil: PAST }), slot({ timeExpired: true })] })],
      2,
      SectionAvailability.FullyBooked,
    ],
    [
      'doc1 §4 Time slots: fully booked when the only unexpired time is in a closed rule',
      [
        rule({ times: [slot({ availableUntil: PAST })] }),
        rule({ id: 2, isClosed: true, times: [slot({ availableUntil: FUTURE })] }),
      ],
      2,
      SectionAvailability.FullyBooked,
    ],
    [
      'doc1 §4 Time slots: text rows do not count as open rules',
      [rule({ isTextRow: true })],
      2,
      SectionAvailability.FullyBooked,
    ],
    [
      'doc1 §4 Time slots: fully booked when open times have no seats left',
      [rule({ times: [slot({ availableSeats: [], waitListSeats: [] })] })],
      2,
      SectionAvailability.FullyBooked,
    ],
    [
      'doc1 §4 Time slots: not fully booked with one unexpired time',
      [rule({ times: [slot({ availableUntil: PAST }), slot({ availableUntil: FUTURE })] })],
      2,
      SectionAvailability.Available,
    ],
    [
      'doc1 §4 Time slots: too-large group when guests exceed the largest seat count',
      [rule({ times: [slot({ availableSeats: [1, 2, 6] }), slot({ availableSeats: [2, 4] })] })],
      7,
      SectionAvailability.TooLargeGroup,
    ],
    [
      'doc1 §4 Time slots: expired times do not raise the largest seat count',
      [
        rule({
          times: [
            slot({ availableSeats: [2], availableUntil: FUTURE }),
            slot({ availableSeats: [10], availableUntil: PAST }),
          ],
        }),
      ],
      8,
      SectionAvailability.TooLargeGroup,
    ],
    [
      'doc1 §3 Section availability: unavailable for group size when smaller sizes and larger sizes fit but not this one',
      [rule({ times: [slot({ availableSeats: [2, 6] })] })],
      4,
      SectionAvailability.UnavailableForGroupSize,
    ],
    [
      'doc1 §4 Time slots: at exactly the largest seat count the group is not too large',
      [rule({ times: [slot({ availableSeats: [6] })] })],
      6,
      SectionAvailability.Available,
    ],
  ])('%s', (_name, timeSets, guests, expected) => {
    expect(
      sectionAvailability({ timeSets }, { guests, now: NOW, timeZone: 'Europe/Stockholm' }),
    ).toBe(expected);
  });
});
