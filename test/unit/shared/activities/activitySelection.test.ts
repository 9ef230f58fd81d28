import { describe, expect, it } from 'vitest';
import {
  activitySelection,
  type ActivitySelectionEvent,
  type ActivitySelectionState,
} from '../../../../shared/activities/activitySelection.ts';

const emptyActivitySelection: ActivitySelectionState = {
  time: null,
  waitListTimes: [],
  isWaitList: false,
};

// Times without an offset are the venue's wall clock (shared/time/apiTime.ts).
const timeZone = 'Europe/Stockholm';
const t = (ruleId: number, hour: number) => ({
  ruleId,
  start: `2026-06-10T${String(hour).padStart(2, '0')}:00:00Z`,
  end: `2026-06-10T${String(hour + 1).padStart(2, '0')}:00:00Z`,
});
const state = (over: Partial<ActivitySelectionState>): ActivitySelectionState => ({
  ...emptyActivitySelection,
  ...over,
});

describe('activitySelection', () => {
  it.each<[string, ActivitySelectionState, ActivitySelectionEvent[], ActivitySelectionState]>([
    [
      'doc1 §4 Activity modal: selecting a time chooses it',
      emptyActivitySelection,
      [{ type: 'toggleTime', time: t(1, 10), timeZone }],
      state({ time: t(1, 10) }),
    ],
    [
      'doc1 §4 Activity modal: selecting the chosen time again toggles it off',
      state({ time: t(1, 10) }),
      [{ type: 'toggleTime', time: { ...t(1, 10), start: '2026-06-10T12:00:00+02:00' }, timeZone }],
      emptyActivitySelection,
    ],
    [
      'doc1 §4 Activity modal: selecting another time replaces the single time',
      state({ time: t(1, 10) }),
      [{ type: 'toggleTime', time: t(1, 11), timeZone }],
      state({ time: t(1, 11) }),
    ],
    [
      'doc1 §4 Activity modal: wait-list times clear the single time and set isWaitList',
      state({ time: t(1, 10) }),
      [{ type: 'toggleWaitListTime', time: t(1, 14), timeZone }],
      state({ waitListTimes: [t(1, 14)], isWaitList: true }),
    ],
    [
      'doc1 §4 Activity modal: several wait-list times are kept in start order',
      emptyActivitySelection,
      [
        { type: 'toggleWaitListTime', time: t(1, 14), timeZone },
        { type: 'toggleWaitListTime', time: t(1, 12), timeZone },
      ],
      state({ waitListTimes: [t(1, 12), t(1, 14)], isWaitList: true }),
    ],
    [
      'doc1 §4 Activity modal: a normal time clears wait-list times and unsets isWaitList',
      state({ waitListTimes: [t(1, 12), t(1, 14)], isWaitList: true }),
      [{ type: 'toggleTime', time: t(1, 10), timeZone }],
      state({ time: t(1, 10) }),
    ],
    [
      'doc1 §4 Activity modal: toggling a wait-list time off keeps the others',
      state({ waitListTimes: [t(1, 12), t(1, 14)], isWaitList: true }),
      [{ type: 'toggleWaitListTime', time: t(1, 12), timeZone }],
      state({ waitListTimes: [t(1, 14)], isWaitList: true }),
    ],
    [
      'doc1 §4 Choosing times: deselecting every wait-list time unsets isWaitList',
      state({ waitListTimes: [t(1, 12)], isWaitList: true }),
      [{ type: 'toggleWaitListTime', time: t(1, 12), timeZone }],
      emptyActivitySelection,
    ],
    [
      'doc1 §4 Activity modal: same start in another rule is another time',
      state({ time: t(1, 10) }),
      [{ type: 'toggleTime', time: t(2, 10), timeZone }],
      state({ time: t(2, 10) }),
    ],
    [
      'doc1 §4 Activity modal: reset restores a given selection',
      state({ time: t(1, 10) }),
      [{ type: 'reset', to: state({ waitListTimes: [t(3, 9)], isWaitList: true }) }],
      state({ waitListTimes: [t(3, 9)], isWaitList: true }),
    ],
  ])('%s', (_name, initial, events, expected) => {
    expect(events.reduce(activitySelection, initial)).toEqual(expected);
  });

  it('doc1 §4 Activity modal: the previous state is not mutated', () => {
    const before = state({ waitListTimes: [t(1, 12)], isWaitList: true });
    activitySelection(before, { type: 'toggleWaitListTime', time: t(1, 14), timeZone });
    expect(before).toEqual(state({ waitListTimes: [t(1, 12)], isWaitList: true }));
  });
});
