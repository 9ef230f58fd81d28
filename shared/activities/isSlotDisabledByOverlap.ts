import { activeInterval } from './activeInterval.ts';
import type { ChosenTime } from './types.ts';

/**
 * A slot is disabled when its active part overlaps a time booked for another activity
 * (doc 1 §4 Activity modal); touching ends do not overlap.
 */
export function isSlotDisabledByOverlap(
  slot: ChosenTime,
  booked: readonly ChosenTime[],
  timeZone: string,
): boolean {
  const [start, end] = activeInterval(slot, timeZone);
  return booked.some((other) => {
    if (other.ruleId === slot.ruleId) return false;
    const [otherStart, otherEnd] = activeInterval(other, timeZone);
    return start < otherEnd && otherStart < end;
  });
}
