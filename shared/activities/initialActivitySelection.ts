import type { ActivitySelectionState } from './activitySelection.ts';
import type { ChosenTime } from './types.ts';

/**
 * What the activity modal opens with (doc 1 §4 Activity modal): the activity's own booked
 * time, or its waiting-list times when the booking is a waiting list; else nothing chosen.
 */
export function initialActivitySelection(
  own: ChosenTime[],
  isWaitList: boolean,
): ActivitySelectionState {
  if (own.length === 0) return { time: null, waitListTimes: [], isWaitList: false };
  return isWaitList
    ? { time: null, waitListTimes: own, isWaitList: true }
    : { time: own[0]!, waitListTimes: [], isWaitList: false };
}
