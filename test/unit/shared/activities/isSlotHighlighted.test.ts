import { describe, expect, it } from 'vitest';
import { isSlotHighlighted } from '../../../../shared/activities/isSlotHighlighted.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const t = (ruleId: number, from: string, to: string, recoupTime = 0): ChosenTime => ({
  ruleId,
  start: `2026-06-10T${from}:00Z`,
  end: `2026-06-10T${to}:00Z`,
  recoupTime,
});
const BOOKED = [t(2, '12:00', '13:00')];

describe('isSlotHighlighted', () => {
  it.each<[string, ChosenTime, ChosenTime[], boolean]>([
    [
      'doc1 §4 Activity modal: right after a booked slot is highlighted',
      t(1, '13:00', '14:00'),
      BOOKED,
      true,
    ],
    [
      'doc1 §9 Nudge window: starting 180 minutes after the booked end is highlighted',
      t(1, '16:00', '17:00'),
      BOOKED,
      true,
    ],
    [
      'doc1 §9 Nudge window: starting 181 minutes after is not',
      t(1, '16:01', '17:01'),
      BOOKED,
      false,
    ],
    [
      'doc1 §9 Nudge window: ending 180 minutes before the booked start is highlighted',
      t(1, '08:00', '09:00'),
      BOOKED,
      true,
    ],
    [
      'doc1 §9 Nudge window: ending 181 minutes before is not',
      t(1, '07:59', '08:59'),
      BOOKED,
      false,
    ],
    [
      'doc1 §4 Activity modal: an overlapping slot is not highlighted (it is disabled)',
      t(1, '12:30', '13:30'),
      BOOKED,
      false,
    ],
    [
      'doc1 §4 Activity modal: times of the same rule do not highlight',
      t(2, '13:00', '14:00'),
      BOOKED,
      false,
    ],
    [
      'doc1 §4 Activity modal: the booked recoup time is not part of the gap',
      t(1, '16:00', '17:00'),
      [t(2, '12:00', '13:30', 30)],
      true,
    ],
    [
      'doc1 §4 Activity modal: nothing booked, nothing highlighted',
      t(1, '13:00', '14:00'),
      [],
      false,
    ],
  ])('%s', (_name, slot, booked, expected) => {
    expect(isSlotHighlighted(slot, booked, 'Europe/Stockholm')).toBe(expected);
  });
});
