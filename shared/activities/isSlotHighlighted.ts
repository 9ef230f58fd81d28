import { activeInterval } from './activeInterval.ts';
import type { ChosenTime } from './types.ts';

/** doc 1 §9 Nudge window. */
const NUDGE_WINDOW_MINUTES = 180;

/**
 * Highlights a slot close to what the guest already booked for another activity: it starts
 * or ends within 180 minutes of a booked time without overlapping it (doc 1 §4, §9).
 */
export function isSlotHighlighted(
  slot: ChosenTime,
  booked: readonly ChosenTime[],
  timeZone: string,
): boolean {
  const [start, end] = activeInterval(slot, timeZone);
  const window = NUDGE_WINDOW_MINUTES * 60_000;
  return booked.some((other) => {
    if (other.ruleId === slot.ruleId) return false;
    const [otherStart, otherEnd] = activeInterval(other, timeZone);
    const gap = Math.max(start - otherEnd, otherStart - end);
    // An overlapping slot is disabled, not suggested.
    return gap >= 0 && gap <= window;
  });
}
