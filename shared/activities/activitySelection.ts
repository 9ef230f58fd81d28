import { instantMs } from '../time/apiTime.ts';
import { sameTime } from './sameTime.ts';
import type { ChosenTime } from './types.ts';

export interface ActivitySelectionState {
  /** The single bookable time chosen, if any. */
  time: ChosenTime | null;
  /** Waiting-list times chosen; never combined with `time`. */
  waitListTimes: ChosenTime[];
  isWaitList: boolean;
}

export type ActivitySelectionEvent =
  | { type: 'toggleTime'; time: ChosenTime; timeZone: string }
  | { type: 'toggleWaitListTime'; time: ChosenTime; timeZone: string }
  | { type: 'reset'; to: ActivitySelectionState };

/**
 * The activity modal's time selection (doc 1 §4 Activity modal): a click toggles a time;
 * bookable and waiting-list times exclude each other.
 */
export function activitySelection(
  state: ActivitySelectionState,
  event: ActivitySelectionEvent,
): ActivitySelectionState {
  switch (event.type) {
    case 'toggleTime': {
      const deselect = state.time !== null && sameTime(state.time, event.time, event.timeZone);
      return { time: deselect ? null : event.time, waitListTimes: [], isWaitList: false };
    }
    case 'toggleWaitListTime': {
      const chosen = state.waitListTimes.some((t) => sameTime(t, event.time, event.timeZone));
      const waitListTimes = chosen
        ? state.waitListTimes.filter((t) => !sameTime(t, event.time, event.timeZone))
        : [...state.waitListTimes, event.time].sort(
            (a, b) => instantMs(a.start, event.timeZone) - instantMs(b.start, event.timeZone),
          );
      // Deselecting every waiting-list time leaves nothing to wait for.
      return { time: null, waitListTimes, isWaitList: waitListTimes.length > 0 };
    }
    case 'reset':
      return event.to;
  }
}
