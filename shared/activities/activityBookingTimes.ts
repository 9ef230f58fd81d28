import { instantMs } from '../time/apiTime.ts';
import { sameTime } from './sameTime.ts';
import type { ActivitySelectionState } from './activitySelection.ts';
import type { ChosenTime } from './types.ts';

export interface ActivityBookingTimes {
  /** Every time the booking holds afterwards (sent with replaceTimes). */
  times: ChosenTime[];
  isWaitList: boolean;
  /** Times of other activities are dropped: the guest is warned first (doc 1 §2, §4). */
  clearsOthers: boolean;
}

/**
 * The booking's times after the activity modal's choice for one activity (doc 1 §4 Activity
 * modal, Choosing times): the activity's times are replaced by the selection. Waiting-list and
 * confirmed times never mix, so joining a waiting list drops the other activities, and a
 * confirmed time added to a waiting-list booking drops its waiting-list times.
 */
export function activityBookingTimes(
  booked: readonly ChosenTime[],
  bookingIsWaitList: boolean,
  ruleId: number,
  selection: ActivitySelectionState,
  timeZone: string,
): ActivityBookingTimes {
  const chosen = selection.time ? [selection.time] : selection.waitListTimes;
  const others = booked.filter((time) => time.ruleId !== ruleId);
  const keepOthers = others.length > 0 && selection.isWaitList === bookingIsWaitList;
  const times = [...(keepOthers ? others : []), ...chosen].filter(
    (time, index, all) => all.findIndex((other) => sameTime(other, time, timeZone)) === index,
  );
  times.sort((a, b) => instantMs(a.start, timeZone) - instantMs(b.start, timeZone));
  return {
    times,
    isWaitList: selection.isWaitList,
    clearsOthers: others.length > 0 && !keepOthers,
  };
}
