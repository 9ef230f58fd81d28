import { classifySlot } from '../availability/classifySlot.ts';
import type { Instant, TimeSlot } from '../availability/types.ts';
import { isSlotDisabledByOverlap } from './isSlotDisabledByOverlap.ts';
import { isSlotHighlighted } from './isSlotHighlighted.ts';
import type { ChosenTime } from './types.ts';

export interface ActivitySlotState {
  /** bookable, waitList, or gone for this party (expired, unavailable). */
  kind: 'bookable' | 'waitList' | 'unavailable';
  /** It overlaps a time booked for another activity (doc 1 §4). */
  overlaps: boolean;
  /** Within the nudge window of a time booked for another activity (doc 1 §4, §9). */
  highlighted: boolean;
  disabled: boolean;
}

/** One time in the activity modal (doc 1 §4 Activity modal, Time slots). */
export function activitySlotState(
  slot: TimeSlot,
  {
    guests,
    now,
    timeZone,
    booked,
  }: { guests: number; now: Instant; timeZone: string; booked: readonly ChosenTime[] },
): ActivitySlotState {
  const klass = classifySlot(slot, { guests, now, timeZone }).kind;
  const kind = klass === 'bookable' || klass === 'waitList' ? klass : 'unavailable';
  const time = {
    ruleId: slot.ruleId,
    start: slot.start,
    end: slot.end,
    recoupTime: slot.recoupTime ?? 0,
  };
  const overlaps = isSlotDisabledByOverlap(time, booked, timeZone);
  return {
    kind,
    overlaps,
    highlighted: kind !== 'unavailable' && !overlaps && isSlotHighlighted(time, booked, timeZone),
    disabled: kind === 'unavailable' || overlaps,
  };
}
