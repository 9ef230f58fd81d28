import { describe, expect, it } from 'vitest';
import {
  activityFooterMessage,
  type ActivityFooterMessage,
  type ActivityFooterOptions,
} from '../../../../shared/activities/activityFooterMessage.ts';

const NOW = Date.parse('2026-06-10T08:00:00Z');
const slot = (
  availableSeats: number[],
  waitListSeats: number[] = [],
  extra: { timeExpired?: boolean; unavailableForGroupSize?: boolean } = {},
) => ({
  availableUntil: '2026-06-10T11:00:00Z',
  availableSeats,
  waitListSeats,
  ...extra,
});
const opts: ActivityFooterOptions = {
  guests: 4,
  now: NOW,
  timeZone: 'Europe/Stockholm',
  minGroupSize: 2,
  maxGroupSize: 8,
};

describe('activityFooterMessage', () => {
  it.each<[string, ReturnType<typeof slot>[], ActivityFooterOptions, ActivityFooterMessage]>([
    ['doc1 §2 Activity modal: a bookable time needs no message', [slot([4])], opts, null],
    ['doc1 §2 Activity modal: a waiting-list time needs no message', [slot([], [4])], opts, null],
    ['doc1 §2 Activity modal: no time left is fully booked', [slot([2])], opts, 'fullyBooked'],
    ['doc1 §2 Activity modal: no times at all is fully booked', [], opts, 'fullyBooked'],
    [
      'doc1 §2 Activity modal: only expired times is fully booked',
      [slot([4], [], { timeExpired: true })],
      opts,
      'fullyBooked',
    ],
    [
      'doc1 §2 Activity modal: a party above the rule maximum is unavailable for the group size',
      [slot([4])],
      { ...opts, guests: 9 },
      'unavailableForGroupSize',
    ],
    [
      'doc1 §2 Activity modal: a party below the rule minimum is unavailable for the group size',
      [slot([2])],
      { ...opts, guests: 1 },
      'unavailableForGroupSize',
    ],
    [
      'doc1 §3 Time slot: every open time marked unavailableForGroupSize says so',
      [slot([], [], { unavailableForGroupSize: true })],
      opts,
      'unavailableForGroupSize',
    ],
  ])('%s', (_name, times, options, expected) => {
    expect(activityFooterMessage(times, options)).toBe(expected);
  });
});
