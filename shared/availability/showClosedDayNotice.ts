import { classifySlot } from './classifySlot.ts';
import type { Instant, TimeSet } from './types.ts';

export interface ClosedDayNoticeOptions {
  guests: number;
  now: Instant;
  timeZone: string;
  isBookingRequest?: boolean;
}

const USABLE_KINDS = new Set(['bookable', 'waitList', 'requestable']);

/**
 * The time step's closed-day notice: no time of the day fits the party and none offers a
 * waiting list for it (doc 1 §2 Time step). Pass every rule of the day, all sections.
 */
export function showClosedDayNotice(
  timeSets: readonly TimeSet[],
  options: ClosedDayNoticeOptions,
): boolean {
  return !timeSets
    .filter((rule) => !rule.isClosed && !rule.isTextRow)
    .flatMap((rule) => rule.times)
    .some((slot) => USABLE_KINDS.has(classifySlot(slot, options).kind));
}
