import { describe, expect, it } from 'vitest';
import {
  activityBookingTimes,
  type ActivityBookingTimes,
} from '../../../../shared/activities/activityBookingTimes.ts';
import type { ActivitySelectionState } from '../../../../shared/activities/activitySelection.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const t = (ruleId: number, hh: string): ChosenTime => ({
  ruleId,
  start: `2026-06-10T${hh}:00:00Z`,
  end: `2026-06-10T${hh}:45:00Z`,
});
const one = (time: ChosenTime): ActivitySelectionState => ({
  time,
  waitListTimes: [],
  isWaitList: false,
});
const wait = (...times: ChosenTime[]): ActivitySelectionState => ({
  time: null,
  waitListTimes: times,
  isWaitList: true,
});

describe('activityBookingTimes', () => {
  it.each<[string, ChosenTime[], boolean, number, ActivitySelectionState, ActivityBookingTimes]>([
    [
      'doc1 §4 Creating the booking: the first activity is the only time',
      [],
      false,
      1,
      one(t(1, '12')),
      { times: [t(1, '12')], isWaitList: false, clearsOthers: false },
    ],
    [
      'doc1 §4 Creating the booking: adding an activity keeps the others, in time order',
      [t(2, '14')],
      false,
      1,
      one(t(1, '12')),
      { times: [t(1, '12'), t(2, '14')], isWaitList: false, clearsOthers: false },
    ],
    [
      "doc1 §4 Activity modal: a new time replaces the activity's old one",
      [t(1, '10'), t(2, '14')],
      false,
      1,
      one(t(1, '12')),
      { times: [t(1, '12'), t(2, '14')], isWaitList: false, clearsOthers: false },
    ],
    [
      'doc1 §4 Activity modal: joining a waiting list clears the booked activities',
      [t(2, '14')],
      false,
      1,
      wait(t(1, '12'), t(1, '13')),
      { times: [t(1, '12'), t(1, '13')], isWaitList: true, clearsOthers: true },
    ],
    [
      'doc1 §4 Choosing times: waiting-list times of two activities may be combined',
      [t(2, '14')],
      true,
      1,
      wait(t(1, '12')),
      { times: [t(1, '12'), t(2, '14')], isWaitList: true, clearsOthers: false },
    ],
    [
      'doc1 §4 Activity modal: a confirmed time clears a waiting-list booking',
      [t(2, '14')],
      true,
      1,
      one(t(1, '12')),
      { times: [t(1, '12')], isWaitList: false, clearsOthers: true },
    ],
    [
      'doc1 §4 Activity modal: re-choosing the same activity alone clears nothing',
      [t(1, '10')],
      false,
      1,
      wait(t(1, '12')),
      { times: [t(1, '12')], isWaitList: true, clearsOthers: false },
    ],
  ])('%s', (_name, booked, isWaitList, ruleId, selection, expected) => {
    const result = activityBookingTimes(booked, isWaitList, ruleId, selection, 'Europe/Stockholm');
    expect(result).toEqual(expected);
    expect(JSON.parse(JSON.stringify(structuredClone(result)))).toEqual(expected);
  });
});
