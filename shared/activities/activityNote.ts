import { classifySlot } from '../availability/classifySlot.ts';
import type { Instant, TimeSet } from '../availability/types.ts';

/** At most this many bookable times left counts as limited availability. */
const LIMITED_AVAILABILITY_MAX_TIMES = 2;

export type ActivityNote = 'fullyBooked' | 'limitedAvailability' | null;

/**
 * The note under an activity in the list (doc 1 §2 Activity list). It stops at the first time
 * past the limit: a large venue's list reads three times of each activity, not all (issue 51).
 */
export function activityNote(
  activity: Pick<TimeSet, 'times'>,
  { guests, now, timeZone }: { guests: number; now: Instant; timeZone: string },
): ActivityNote {
  let bookable = 0;
  for (const slot of activity.times)
    if (
      classifySlot(slot, { guests, now, timeZone }).kind === 'bookable' &&
      ++bookable > LIMITED_AVAILABILITY_MAX_TIMES
    )
      return null;
  return bookable ? 'limitedAvailability' : 'fullyBooked';
}
