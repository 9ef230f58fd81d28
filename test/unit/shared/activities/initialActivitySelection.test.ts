import { describe, expect, it } from 'vitest';
import type { ActivitySelectionState } from '../../../../shared/activities/activitySelection.ts';
import { initialActivitySelection } from '../../../../shared/activities/initialActivitySelection.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const at = (hh: string): ChosenTime => ({
  ruleId: 21,
  start: `2026-12-02T${hh}:00:00Z`,
  end: `2026-12-02T${hh}:50:00Z`,
});

describe('initialActivitySelection', () => {
  it.each<[string, ChosenTime[], boolean, ActivitySelectionState]>([
    [
      'doc 1 §4 Activity modal: an activity not booked opens with nothing chosen',
      [],
      false,
      { time: null, waitListTimes: [], isWaitList: false },
    ],
    [
      'doc 1 §4 Activity modal: nothing booked opens with nothing chosen, in a waiting list too',
      [],
      true,
      { time: null, waitListTimes: [], isWaitList: false },
    ],
    [
      'doc 1 §4 Activity modal: a booked activity opens with its time chosen',
      [at('11'), at('12')],
      false,
      { time: at('11'), waitListTimes: [], isWaitList: false },
    ],
    [
      'doc 1 §4 Choosing times: a waiting list opens with all its times chosen',
      [at('11'), at('12')],
      true,
      { time: null, waitListTimes: [at('11'), at('12')], isWaitList: true },
    ],
  ])('%s', (_name, own, isWaitList, expected) => {
    expect(initialActivitySelection(own, isWaitList)).toEqual(expected);
  });
});
