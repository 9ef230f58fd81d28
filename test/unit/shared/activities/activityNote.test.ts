import { describe, expect, it } from 'vitest';
import { activityNote } from '../../../../shared/activities/activityNote.ts';
import type { TimeSlot } from '../../../../shared/availability/types.ts';

const NOW = '2026-06-10T08:00:00Z';
const s = (hour: number, over: Partial<TimeSlot> = {}): TimeSlot => ({
  ruleId: 1,
  start: `2026-06-10T${hour}:00:00Z`,
  end: `2026-06-10T${hour + 1}:00:00Z`,
  availableUntil: null,
  availableSeats: [2, 4],
  waitListSeats: [],
  ...over,
});

/** A time that may not be read: past the limit, the note needs no more times (issue 51). */
const unread: TimeSlot = {
  ...s(13),
  get availableSeats(): number[] {
    throw new Error('a time past the third bookable one was read');
  },
};

describe('activityNote', () => {
  it.each<[string, TimeSlot[], number, ReturnType<typeof activityNote>]>([
    ['doc1 §2 Activity list: no times is fully booked', [], 2, 'fullyBooked'],
    [
      'doc1 §2 Activity list: no time fitting the party is fully booked',
      [s(10, { availableSeats: [2] }), s(11, { waitListSeats: [4], availableSeats: [] })],
      4,
      'fullyBooked',
    ],
    [
      'doc1 §2 Activity list: expired times do not count',
      [s(10, { availableUntil: '2026-06-10T07:00:00Z' })],
      2,
      'fullyBooked',
    ],
    [
      'doc1 §2 Activity list: one bookable time is limited availability',
      [s(10)],
      2,
      'limitedAvailability',
    ],
    [
      'doc1 §2 Activity list: two bookable times are limited availability',
      [s(10), s(11), s(12, { availableSeats: [6] })],
      2,
      'limitedAvailability',
    ],
    ['doc1 §2 Activity list: three bookable times need no note', [s(10), s(11), s(12)], 2, null],
    [
      'issue 51: a large venue’s note stops reading at the third bookable time',
      [s(10), s(11, { availableSeats: [6] }), s(12), s(14), unread],
      2,
      null,
    ],
  ])('%s', (_name, times, guests, expected) => {
    expect(activityNote({ times }, { guests, now: NOW, timeZone: 'Europe/Stockholm' })).toBe(
      expected,
    );
  });
});
