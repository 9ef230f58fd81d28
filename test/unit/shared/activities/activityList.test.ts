import { describe, expect, it } from 'vitest';
import { PaymentRule } from '../../../../shared/enums.ts';
import { activityList } from '../../../../shared/activities/activityList.ts';
import type { TimeSet, TimeSlot } from '../../../../shared/availability/types.ts';

const NOW = '2026-06-10T08:00:00Z';
const slot = (hour: number): TimeSlot => ({
  ruleId: 0,
  start: `2026-06-10T${hour}:00:00Z`,
  end: `2026-06-10T${hour + 1}:00:00Z`,
  availableUntil: null,
  availableSeats: [2],
  waitListSeats: [],
});
const activity = (id: number, hours: number[], over: Partial<TimeSet> = {}): TimeSet => ({
  id,
  title: `A${id}`,
  isClosed: false,
  isTextRow: false,
  menuGuid: null,
  paymentRule: PaymentRule.NoFee,
  times: hours.map(slot),
  ...over,
});
const ACTIVITIES = [
  activity(1, [10, 11, 12]),
  activity(2, [10]),
  activity(3, []),
  activity(4, [10, 11, 12], { isClosed: true }),
  activity(5, [], { isTextRow: true }),
];

describe('activityList', () => {
  it.each<[string, number[], [number, string | null][]]>([
    [
      'doc1 §2 Activity list: each activity with its note',
      [],
      [
        [1, null],
        [2, 'limitedAvailability'],
        [3, 'fullyBooked'],
      ],
    ],
    [
      'doc1 §2 Activity list: an already chosen activity is hidden',
      [2],
      [
        [1, null],
        [3, 'fullyBooked'],
      ],
    ],
  ])('%s', (_name, chosenRuleIds, expected) => {
    const list = activityList(ACTIVITIES, {
      chosenRuleIds,
      guests: 2,
      now: NOW,
      timeZone: 'Europe/Stockholm',
    });
    expect(list.map((e) => [e.activity.id, e.note])).toEqual(expected);
  });
});
