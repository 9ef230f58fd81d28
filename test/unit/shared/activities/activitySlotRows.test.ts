import { describe, expect, it } from 'vitest';
import type { ActivitySelectionState } from '../../../../shared/activities/activitySelection.ts';
import { activitySlotRows } from '../../../../shared/activities/activitySlotRows.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';
import type { TimeSlot } from '../../../../shared/availability/types.ts';

const NOW = Date.parse('2026-06-10T06:00:00Z');
const TZ = 'Europe/Stockholm';
const slot = (hh: string, seats: number[], wait: number[] = []): TimeSlot => ({
  ruleId: 1,
  start: `2026-06-10T${hh}:00:00Z`,
  end: `2026-06-10T${hh}:50:00Z`,
  recoupTime: 10,
  availableUntil: `2026-06-10T${hh}:00:00Z`,
  availableSeats: seats,
  waitListSeats: wait,
});
const time = (hh: string): ChosenTime => ({
  ruleId: 1,
  start: `2026-06-10T${hh}:00:00Z`,
  end: `2026-06-10T${hh}:50:00Z`,
  recoupTime: 10,
});
const none: ActivitySelectionState = { time: null, waitListTimes: [], isWaitList: false };

describe('activitySlotRows', () => {
  it.each<
    [
      string,
      TimeSlot,
      ActivitySelectionState,
      { own: ChosenTime[]; isWaitList: boolean },
      { kind: string; disabled: boolean; selected: boolean },
    ]
  >([
    [
      'doc 1 §4 Time slots: a time the party fits is bookable, not chosen',
      slot('08', [4]),
      none,
      { own: [], isWaitList: false },
      { kind: 'bookable', disabled: false, selected: false },
    ],
    [
      'doc 1 §4 Activity modal: the chosen time is selected',
      slot('08', [4]),
      { ...none, time: time('08') },
      { own: [], isWaitList: false },
      { kind: 'bookable', disabled: false, selected: true },
    ],
    [
      'doc 1 §4 Activity modal: a chosen waiting-list time is selected',
      slot('08', [], [4]),
      { time: null, waitListTimes: [time('08')], isWaitList: true },
      { own: [], isWaitList: false },
      { kind: 'waitList', disabled: false, selected: true },
    ],
    [
      'doc 1 §4 Time slots: a time without seats for the party is disabled',
      slot('08', [2]),
      none,
      { own: [], isWaitList: false },
      { kind: 'unavailable', disabled: true, selected: false },
    ],
    [
      'doc 1 §4 Activity modal: the guest’s own booked time holds its seat, bookable',
      slot('08', [2]),
      none,
      { own: [time('08')], isWaitList: false },
      { kind: 'bookable', disabled: false, selected: false },
    ],
    [
      'doc 1 §4 Activity modal: the own time of a waiting list stays a waiting-list time',
      slot('08', [2]),
      none,
      { own: [time('08')], isWaitList: true },
      { kind: 'waitList', disabled: false, selected: false },
    ],
  ])('%s', (_name, value, selection, own, expected) => {
    const [row] = activitySlotRows([value], selection, {
      ...own,
      guests: 4,
      now: NOW,
      timeZone: TZ,
      booked: [],
    });
    expect({
      kind: row!.state.kind,
      disabled: row!.state.disabled,
      selected: row!.selected,
    }).toEqual(expected);
  });
});
