import { instantMs } from '../time/apiTime.ts';
import { sameTime } from './sameTime.ts';
import type { ActivitySelectionState } from './activitySelection.ts';
import type { ChosenTime } from './types.ts';

export type ActivityPrimaryButton =
  | { key: 'removeActivity' }
  | { key: 'continueWithTime'; durationMinutes: number }
  | { key: 'continueWaitList'; count: number }
  | { key: 'addActivity' };

/**
 * The activity modal's primary button (doc 1 §4 Activity modal). `booked` holds this
 * activity's times already in the booking.
 */
export function activityPrimaryButton(
  selection: ActivitySelectionState,
  booked: readonly ChosenTime[],
  timeZone: string,
): ActivityPrimaryButton {
  const chosen = selection.time ? [selection.time] : selection.waitListTimes;
  if (booked.length > 0 && sameSet(chosen, booked, timeZone)) return { key: 'removeActivity' };
  if (selection.time)
    return { key: 'continueWithTime', durationMinutes: duration(selection.time, timeZone) };
  if (selection.waitListTimes.length > 0) {
    return { key: 'continueWaitList', count: selection.waitListTimes.length };
  }
  return { key: 'addActivity' };
}

function sameSet(a: readonly ChosenTime[], b: readonly ChosenTime[], timeZone: string): boolean {
  return a.length === b.length && a.every((x) => b.some((y) => sameTime(x, y, timeZone)));
}

// The slot's end includes the clearing-up time, which is not the guest's.
function duration(time: ChosenTime, timeZone: string): number {
  const minutes = (instantMs(time.end, timeZone) - instantMs(time.start, timeZone)) / 60_000;
  return Math.max(0, minutes - (time.recoupTime ?? 0));
}
