import { classifySlot } from '../availability/classifySlot.ts';
import type { Instant, TimeSet } from '../availability/types.ts';

/** At most this many bookable times left counts as limited availability. */
const LIMITED_AVAILABILITY_MAX_TIMES = 2;

export type ActivityNote = 'fullyBooked' | 'limitedAvailability' | null;

/** The note under an activity in the list (doc 1 §2 Activity list). */
export function activityNote(
  activity: Pick<TimeSet, 'times'>,
  { guests, now, timeZone }: { guests: number; now: Instant; timeZone: string },
): ActivityNote {
  const bookable = activity.times.filter(
    (slot) => classifySlot(slot, { guests, now, timeZone }).kind === 'bookable',
  ).length;
  if (bookable === 0) return 'fullyBooked';
  if (bookable <= LIMITED_AVAILABILITY_MAX_TIMES) return 'limitedAvailability';
  return null;
}
