import { instantMs } from '../time/apiTime.ts';
import type { Instant, TimeSlot } from './types.ts';

/** A slot is expired once its availableUntil lies before `now` (doc 1 §4 Time slots). */
export function isSlotExpired(
  slot: Pick<TimeSlot, 'availableUntil' | 'timeExpired'>,
  now: Instant,
  timeZone: string,
): boolean {
  // The server may already have marked it; trust that as well as our own clock check.
  if (slot.timeExpired === true) return true;
  if (slot.availableUntil == null) return false;
  return instantMs(now, timeZone) > instantMs(slot.availableUntil, timeZone);
}
