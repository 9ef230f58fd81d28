import { describe, expect, it } from 'vitest';
import { classifySlot } from '../../../../shared/availability/classifySlot.ts';
import { slot } from './fixtures.ts';

const NOW = '2026-06-10T12:00:00Z';

describe('classifySlot', () => {
  it.each([
    [
      'doc1 §4 Time slots: bookable when availableSeats includes the party',
      slot(),
      2,
      false,
      NOW,
      'bookable',
    ],
    [
      'doc1 §4 Time slots: waiting list when only waitListSeats include the party',
      slot({ availableSeats: [1, 2], waitListSeats: [4] }),
      4,
      false,
      NOW,
      'waitList',
    ],
    [
      'doc1 §4 Time slots: bookable wins over waiting list',
      slot({ availableSeats: [4], waitListSeats: [4] }),
      4,
      false,
      NOW,
      'bookable',
    ],
    [
      'doc1 §4 Time slots: unavailable when neither list includes the party',
      slot({ availableSeats: [1, 2], waitListSeats: [3] }),
      5,
      false,
      NOW,
      'unavailable',
    ],
    [
      'doc1 §4 Time slots: every time is requestable in booking-request mode',
      slot({ availableSeats: [], waitListSeats: [] }),
      12,
      true,
      NOW,
      'requestable',
    ],
    [
      'doc1 §4 Time slots: expired after availableUntil',
      slot({ availableUntil: '2026-06-10T11:59:59Z' }),
      2,
      false,
      NOW,
      'expired',
    ],
    [
      'doc1 §4 Time slots: not expired at the availableUntil instant itself',
      slot({ availableUntil: NOW }),
      2,
      false,
      NOW,
      'bookable',
    ],
    [
      'doc1 §4 Time slots: not expired before availableUntil (epoch ms now)',
      slot({ availableUntil: '2026-06-10T12:30:00Z' }),
      2,
      false,
      Date.parse(NOW),
      'bookable',
    ],
    [
      'doc1 §4 Time slots: availableUntil with an offset is compared as an instant',
      slot({ availableUntil: '2026-06-10T13:30:00+02:00' }),
      2,
      false,
      NOW,
      'expired',
    ],
    [
      'doc1 §4 Time slots: expired beats booking-request mode',
      slot({ availableUntil: '2026-06-10T10:00:00Z' }),
      2,
      true,
      NOW,
      'expired',
    ],
    [
      'doc1 §7 availableTimes: a slot the server marked timeExpired is expired',
      slot({ timeExpired: true }),
      2,
      false,
      NOW,
      'expired',
    ],
  ] as const)('%s', (_name, input, guests, isBookingRequest, now, kind) => {
    expect(
      classifySlot(input, { guests, now, timeZone: 'Europe/Stockholm', isBookingRequest }),
    ).toEqual({ kind });
  });
});
