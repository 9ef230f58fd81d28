import { describe, expect, it } from 'vitest';
import { isSlotDisabledByOverlap } from '../../../../shared/activities/isSlotDisabledByOverlap.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const t = (ruleId: number, from: string, to: string, recoupTime = 0): ChosenTime => ({
  ruleId,
  start: `2026-06-10T${from}:00Z`,
  end: `2026-06-10T${to}:00Z`,
  recoupTime,
});

describe('isSlotDisabledByOverlap', () => {
  it.each<[string, ChosenTime, ChosenTime[], boolean]>([
    [
      'doc1 §4 Activity modal: overlapping a time of another rule disables',
      t(1, '10:00', '11:00'),
      [t(2, '10:30', '11:30')],
      true,
    ],
    [
      'doc1 §4 Activity modal: a slot inside a booked time is disabled',
      t(1, '10:15', '10:45'),
      [t(2, '10:00', '11:00')],
      true,
    ],
    [
      'doc1 §4 Activity modal: back-to-back times do not overlap',
      t(1, '11:00', '12:00'),
      [t(2, '10:00', '11:00')],
      false,
    ],
    [
      'doc1 §4 Activity modal: the slot recoup time is not counted',
      t(1, '10:00', '11:30', 30),
      [t(2, '11:00', '12:00')],
      false,
    ],
    [
      'doc1 §4 Activity modal: the booked time recoup time is not counted',
      t(1, '11:00', '12:00'),
      [t(2, '10:00', '11:30', 30)],
      false,
    ],
    [
      'doc1 §4 Activity modal: overlap beyond the recoup time still disables',
      t(1, '10:00', '11:30', 15),
      [t(2, '11:00', '12:00')],
      true,
    ],
    [
      'doc1 §4 Activity modal: a time of the same rule does not disable',
      t(1, '10:00', '11:00'),
      [t(1, '10:30', '11:30')],
      false,
    ],
    ['doc1 §4 Activity modal: nothing booked, nothing disabled', t(1, '10:00', '11:00'), [], false],
  ])('%s', (_name, slot, booked, expected) => {
    expect(isSlotDisabledByOverlap(slot, booked, 'Europe/Stockholm')).toBe(expected);
  });
});
