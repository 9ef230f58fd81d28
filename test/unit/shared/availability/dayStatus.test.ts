import { describe, expect, it } from 'vitest';
import {
  dayStatus,
  type DayStatusContext,
  type DayView,
} from '../../../../shared/availability/dayStatus.ts';
import type { DayGroup } from '../../../../shared/availability/types.ts';

const context = (isBookingRequest: boolean, guests: number): DayStatusContext => ({
  today: '2026-12-01',
  window: { amount: 2, unit: 'month' },
  lastDate: '2027-01-31',
  guests,
  isBookingRequest,
});
const day = (open: boolean, availableIds: number[], waitListIds: number[] = []): DayGroup => ({
  day: '2026-12-02',
  open,
  availableIds,
  waitListIds,
});

describe('dayStatus', () => {
  it.each<[string, DayGroup | undefined, DayStatusContext, DayView]>([
    [
      'doc1 §2 Date step: a day bookable for the party is available',
      day(true, [1, 2, 3]),
      context(false, 2),
      { status: 'available', pickable: true },
    ],
    [
      'doc1 §2 Date step: a day with only a waiting list for the party gets its dot',
      day(true, [1], [2]),
      context(false, 2),
      { status: 'waitList', pickable: true },
    ],
    [
      'doc1 §2 Date step: an open day full for the party is fully booked',
      day(true, [1]),
      context(false, 2),
      { status: 'fullyBooked', pickable: false },
    ],
    [
      'issue 52, doc 1 §4: an open day takes a request (12 guests, in no list): no fully booked mark',
      day(true, [1, 2, 3, 4, 5, 6, 7, 8]),
      context(true, 12),
      { status: 'available', pickable: true },
    ],
    [
      'issue 52: a closed day stays closed for a request',
      day(false, []),
      context(true, 12),
      { status: 'closed', pickable: false },
    ],
    [
      'doc1 §2 Date step: a day the server did not report is closed, request or not',
      undefined,
      context(true, 12),
      { status: 'closed', pickable: false },
    ],
  ])('%s', (_name, group, ctx, expected) => {
    expect(dayStatus('2026-12-02', group, ctx)).toEqual(expected);
  });
});
