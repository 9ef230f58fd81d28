import type { TimeSlot } from '../availability/types.ts';
import type { ActivitySelectionState } from './activitySelection.ts';
import { activitySlotState, type ActivitySlotState } from './activitySlotState.ts';
import { sameTime } from './sameTime.ts';
import type { ChosenTime } from './types.ts';

/** One time of the activity modal's step 0, as it is drawn. */
export interface ActivitySlotRow<S extends TimeSlot = TimeSlot> {
  slot: S;
  state: ActivitySlotState;
  selected: boolean;
}

/**
 * The activity's times in the modal (doc 1 §4 Activity modal, Time slots): each one's state
 * and whether it is chosen. The guest's own booked time holds the seat it would otherwise show
 * as taken, so it stays enabled, as a waiting-list time in a waiting-list booking.
 */
export function activitySlotRows<S extends TimeSlot>(
  slots: readonly S[],
  selection: ActivitySelectionState,
  {
    own,
    isWaitList,
    ...ctx
  }: {
    own: readonly ChosenTime[];
    isWaitList: boolean;
    guests: number;
    now: number;
    timeZone: string;
    booked: readonly ChosenTime[];
  },
): ActivitySlotRow<S>[] {
  const { timeZone } = ctx;
  return slots.map((slot) => {
    const mine = own.some((time) => sameTime(time, slot, timeZone));
    const state = activitySlotState(slot, ctx);
    const selected =
      (selection.time !== null && sameTime(selection.time, slot, timeZone)) ||
      selection.waitListTimes.some((time) => sameTime(time, slot, timeZone));
    const kind = mine ? (isWaitList ? 'waitList' : 'bookable') : state.kind;
    return { slot, selected, state: { ...state, kind, disabled: mine ? false : state.disabled } };
  });
}
