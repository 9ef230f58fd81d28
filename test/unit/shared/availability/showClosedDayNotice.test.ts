import { describe, expect, it } from 'vitest';
import { showClosedDayNotice } from '../../../../shared/availability/showClosedDayNotice.ts';
import type { TimeSet } from '../../../../shared/availability/types.ts';
import { rule, slot } from './fixtures.ts';

const NOW = '2026-06-10T12:00:00Z';

describe('showClosedDayNotice', () => {
  it.each<[string, TimeSet[], number, boolean, boolean]>([
    ['doc1 §2 Time step: no notice when a time fits the party', [rule()], 2, false, false],
    [
      'doc1 §2 Time step: no notice when a waiting list fits the party',
      [rule({ times: [slot({ availableSeats: [2], waitListSeats: [6] })] })],
      6,
      false,
      false,
    ],
    [
      'doc1 §2 Time step: notice when no time fits and there is no waiting list',
      [rule({ times: [slot({ availableSeats: [2], waitListSeats: [3] })] })],
      6,
      false,
      true,
    ],
    ['doc1 §2 Time step: notice when there are no rules at all', [], 2, false, true],
    [
      'doc1 §2 Time step: notice when only comment rows and closed rules exist',
      [rule({ isTextRow: true }), rule({ id: 2, isClosed: true })],
      2,
      false,
      true,
    ],
    [
      'doc1 §2 Time step: expired fitting times do not prevent the notice',
      [rule({ times: [slot({ availableUntil: '2026-06-10T11:00:00Z' })] })],
      2,
      false,
      true,
    ],
    [
      'doc1 §4 Time slots: in a booking request any unexpired time prevents the notice',
      [rule({ times: [slot({ availableSeats: [] })] })],
      20,
      true,
      false,
    ],
  ])('%s', (_name, timeSets, guests, isBookingRequest, expected) => {
    expect(
      showClosedDayNotice(timeSets, {
        guests,
        now: NOW,
        timeZone: 'Europe/Stockholm',
        isBookingRequest,
      }),
    ).toBe(expected);
  });
});
