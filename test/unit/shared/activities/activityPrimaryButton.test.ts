import { describe, expect, it } from 'vitest';
import { activityPrimaryButton } from '../../../../shared/activities/activityPrimaryButton.ts';
import type { ActivitySelectionState } from '../../../../shared/activities/activitySelection.ts';
import type { ChosenTime } from '../../../../shared/activities/types.ts';

const emptyActivitySelection: ActivitySelectionState = {
  time: null,
  waitListTimes: [],
  isWaitList: false,
};

const t = (hour: number, minutes = 60, recoupTime?: number): ChosenTime => ({
  ruleId: 1,
  start: new Date(Date.UTC(2026, 5, 10, hour)).toISOString(),
  end: new Date(Date.UTC(2026, 5, 10, hour) + minutes * 60_000).toISOString(),
  ...(recoupTime === undefined ? {} : { recoupTime }),
});
const sel = (over: Partial<ActivitySelectionState>) => ({ ...emptyActivitySelection, ...over });

describe('activityPrimaryButton', () => {
  it.each<[string, ActivitySelectionState, ChosenTime[], ReturnType<typeof activityPrimaryButton>]>(
    [
      [
        'doc1 §4 Activity modal: remove when already booked and unchanged',
        sel({ time: t(10) }),
        [t(10)],
        { key: 'removeActivity' },
      ],
      [
        'doc1 §4 Activity modal: remove when booked wait-list times are unchanged',
        sel({ waitListTimes: [t(12), t(10)], isWaitList: true }),
        [t(10), t(12)],
        { key: 'removeActivity' },
      ],
      [
        'doc1 §4 Activity modal: continue with time and its duration when a new time is chosen',
        sel({ time: t(11, 90) }),
        [t(10)],
        { key: 'continueWithTime', durationMinutes: 90 },
      ],
      [
        'doc1 §4 Activity modal: the duration leaves out the recoup time',
        sel({ time: t(11, 90, 30) }),
        [],
        { key: 'continueWithTime', durationMinutes: 60 },
      ],
      [
        'doc1 §4 Activity modal: wait-list continue when wait-list times are chosen',
        sel({ waitListTimes: [t(12), t(14)], isWaitList: true }),
        [],
        { key: 'continueWaitList', count: 2 },
      ],
      [
        'doc1 §4 Activity modal: add label with nothing chosen',
        emptyActivitySelection,
        [],
        { key: 'addActivity' },
      ],
      [
        'doc1 §4 Activity modal: add label when a booked time was deselected',
        emptyActivitySelection,
        [t(10)],
        { key: 'addActivity' },
      ],
    ],
  )('%s', (_name, selection, booked, expected) => {
    expect(activityPrimaryButton(selection, booked, 'Europe/Stockholm')).toEqual(expected);
  });
});
