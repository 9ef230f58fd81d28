import { describe, expect, it } from 'vitest';
import {
  activitySlotState,
  type ActivitySlotState,
} from '../../../../shared/activities/activitySlotState.ts';
import type { TimeSlot } from '../../../../shared/availability/types.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const NOW = Date.parse('2026-06-10T06:00:00Z');
const slot = (hh: string, seats: number[], wait: number[] = [], ruleId = 1): TimeSlot => ({
  ruleId,
  start: `2026-06-10T${hh}:00:00Z`,
  end: `2026-06-10T${hh}:50:00Z`,
  recoupTime: 10,
  availableUntil: `2026-06-10T${hh}:00:00Z`,
  availableSeats: seats,
  waitListSeats: wait,
});
const booked: ChosenTime[] = [
  { ruleId: 2, start: '2026-06-10T12:00:00Z', end: '2026-06-10T13:15:00Z', recoupTime: 15 },
];
const s = (kind: ActivitySlotState['kind'], overlaps = false, highlighted = false) => ({
  kind,
  overlaps,
  highlighted,
  disabled: kind === 'unavailable' || overlaps,
});

describe('activitySlotState', () => {
  it.each<[string, TimeSlot, ActivitySlotState]>([
    ['doc1 §4 Time slots: the party fits, bookable', slot('08', [4]), s('bookable')],
    ['doc1 §4 Time slots: waiting-list seats, waiting list', slot('08', [], [4]), s('waitList')],
    ['doc1 §4 Time slots: no seats for the party, disabled', slot('08', [2]), s('unavailable')],
    [
      'doc1 §4 Activity modal: overlapping a booked activity disables it',
      slot('12', [4]),
      s('bookable', true),
    ],
    [
      'doc1 §4 Activity modal: the booked recoup time does not block the next slot',
      slot('13', [4]),
      s('bookable', false, true),
    ],
    [
      'doc1 §9 Nudge window: 180 minutes after the booked end is highlighted',
      slot('16', [4]),
      s('bookable', false, true),
    ],
    ['doc1 §9 Nudge window: further away is not', slot('17', [4]), s('bookable')],
    [
      'doc1 §4 Activity modal: its own rule never overlaps itself',
      slot('12', [4], [], 2),
      s('bookable'),
    ],
    [
      'doc1 §4 Activity modal: an unavailable time is not suggested',
      slot('14', [2]),
      s('unavailable'),
    ],
  ])('%s', (_name, value, expected) => {
    expect(
      activitySlotState(value, { guests: 4, now: NOW, timeZone: 'Europe/Stockholm', booked }),
    ).toEqual(expected);
  });
});
