import { describe, expect, it } from 'vitest';
import { calendarStartMonth } from '../../../../shared/availability/calendarStartMonth.ts';
import { dayLabelKey } from '../../../../shared/availability/dayLabelKey.ts';
import type { DayStatus } from '../../../../shared/availability/dayStatus.ts';
import { isDateInBookingWindow } from '../../../../shared/availability/isDateInBookingWindow.ts';
import type { BookingWindow } from '../../../../shared/availability/types.ts';

const TWO_MONTHS: BookingWindow = { amount: 2, unit: 'month' };

describe('isDateInBookingWindow', () => {
  it.each<[string, string, BookingWindow | null, boolean]>([
    ['doc1 §5 Other: yesterday is out', '2026-11-30', TWO_MONTHS, false],
    ['doc1 §5 Other: today is in', '2026-12-01', TWO_MONTHS, true],
    [
      'doc1 §9 Booking window: the last day (yesterday + 2 months) is in',
      '2027-01-30',
      TWO_MONTHS,
      true,
    ],
    ['doc1 §9 Booking window: the day after is out', '2027-01-31', TWO_MONTHS, false],
    ['doc1 §9 Booking window: 7 days end on day 7', '2026-12-07', { amount: 7, unit: 'day' }, true],
    [
      'doc1 §9 Booking window: 7 days exclude day 8',
      '2026-12-08',
      { amount: 7, unit: 'day' },
      false,
    ],
    ['doc1 §9 Booking window: none set, any later day is in', '2099-01-01', null, true],
  ])('%s', (_name, date, window, expected) => {
    expect(isDateInBookingWindow(date, { today: '2026-12-01', window })).toBe(expected);
  });
});

describe('calendarStartMonth', () => {
  it.each<[string, string | undefined, string]>([
    ['doc1 §2 Date step: no day chosen opens this month', undefined, '2026-12'],
    ['doc1 §2 Date step: a chosen later day opens its month', '2027-01-15', '2027-01'],
    [
      'doc1 §2 Date step: past months are disabled, so a past day opens this month',
      '2026-10-03',
      '2026-12',
    ],
    ['doc1 §2 Query parameters read: an impossible day opens this month', '2026-13-45', '2026-12'],
  ])('%s', (_name, selected, expected) => {
    expect(calendarStartMonth(selected, '2026-12-01')).toBe(expected);
  });
});

describe('dayLabelKey', () => {
  it.each<[string, DayStatus, boolean, string]>([
    [
      'doc1 §4 Time slots: a fully booked day still takes a request',
      'fullyBooked',
      true,
      'day.fullyBookedRequest',
    ],
    [
      'doc1 §2 Date step: a fully booked day has the red-dot label',
      'fullyBooked',
      false,
      'day.fullyBooked',
    ],
    ['doc1 §2 Date step: a waiting-list day', 'waitList', false, 'day.waitList'],
    ['doc1 §2 Date step: an open day in a request', 'available', true, 'day.available'],
    ['doc1 §2 Date step: a closed day', 'closed', true, 'day.closed'],
    ['doc1 §9 Booking window: a day outside it', 'outside', false, 'day.outside'],
  ])('%s', (_name, status, isBookingRequest, expected) => {
    expect(dayLabelKey(status, isBookingRequest)).toBe(expected);
  });
});
