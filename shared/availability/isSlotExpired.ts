import { toEpochMs } from './toEpochMs.ts';
import type { Instant, TimeSlot } from './types.ts';

/** A slot is expired once its availableUntil lies before `now` (doc 1 §4 Time slots). */
export function isSlotExpired(
  slot: Pick<TimeSlot, 'availableUntil' | 'timeExpired'>,
  now: Instant,
): boolean {
  // The server may already have marked it; trust that as well as our own clock check.
  if (slot.timeExpired === true) return true;
  if (slot.availableUntil == null) return false;
  return toEpochMs(now) > toEpochMs(slot.availableUntil);
}
