import { describe, expect, it } from 'vitest';
import type { DayGroup } from '../../../../shared/availability/types.ts';
import { monthWeeks } from '../../../../widget/wizard/date/calendarDates.ts';
import { dayStatus, type DayStatusContext } from '../../../../shared/availability/dayStatus.ts';
import { keyTarget } from '../../../../widget/wizard/date/keyTarget.ts';

const group = (day: string, open: boolean, available: number[], waitList: number[]): DayGroup => ({
  day,
  open,
  availableIds: available,
  waitListIds: waitList,
});

const context: DayStatusContext = {
  today: '2026-12-10',
  window: { amount: 3, unit: 'month' },
  lastDate: '2027-03-09',
  guests: 4,
  isBookingRequest: false,
};

describe('dayStatus (doc 1 §2 Date step, §5 Other)', () => {
  it.each([
    [
      'a day before today is outside',
      '2026-12-09',
      group('2026-12-09', true, [4], []),
      {},
      'outside',
      false,
    ],
    [
      'a day past the window is outside',
      '2027-03-10',
      group('2027-03-10', true, [4], []),
      {},
      'outside',
      false,
    ],
    [
      'the last day of the window counts',
      '2027-03-09',
      group('2027-03-09', true, [4], []),
      {},
      'available',
      true,
    ],
    ['an unknown day is closed', '2026-12-11', undefined, {}, 'closed', false],
    [
      'a waiting-list day can be picked',
      '2026-12-11',
      group('2026-12-11', true, [2], [4]),
      {},
      'waitList',
      true,
    ],
    [
      'a fully booked day cannot',
      '2026-12-11',
      group('2026-12-11', true, [2], []),
      {},
      'fullyBooked',
      false,
    ],
    [
      'a request may pick a day full online, and it is not marked fully booked (issue 52)',
      '2026-12-11',
      group('2026-12-11', true, [], []),
      { isBookingRequest: true },
      'available',
      true,
    ],
    [
      'a request may not pick a closed day',
      '2026-12-11',
      group('2026-12-11', false, [], []),
      { isBookingRequest: true },
      'closed',
      false,
    ],
  ] as const)('%s', (_name, date, dayGroup, extra, status, pickable) => {
    expect(dayStatus(date, dayGroup, { ...context, ...extra })).toEqual({ status, pickable });
  });
});

describe('calendar grid helpers', () => {
  it('lays a month out in weeks from Monday, padding with null', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it.each([
    ['ArrowRight', '2026-12-31', '2027-01-01'],
    ['ArrowUp', '2026-12-03', '2026-11-26'],
    ['Home', '2026-12-03', '2026-12-01'],
    ['End', '2026-12-29', '2026-12-31'],
    ['PageDown', '2027-01-31', '2027-02-28'],
    ['PageUp', '2027-03-31', '2027-02-28'],
    ['Enter', '2026-12-03', null],
  ])('%s from %s goes to %s', (key, from, to) => {
    expect(keyTarget(from, key)).toBe(to);
  });
});
