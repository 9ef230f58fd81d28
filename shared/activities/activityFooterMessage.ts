import { classifySlot } from '../availability/classifySlot.ts';
import type { Instant, TimeSlot } from '../availability/types.ts';

export type ActivityFooterMessage = 'fullyBooked' | 'unavailableForGroupSize' | null;

export interface ActivityFooterOptions {
  guests: number;
  now: Instant;
  timeZone: string;
  /** The rule's group size limits (doc 1 §3 minGroupSize, maxGroupSize). */
  minGroupSize?: number | null;
  maxGroupSize?: number | null;
}

/**
 * The activity modal's footer message (doc 1 §2 Activity modal): none while some time can be
 * booked or waited for; 'unavailable for this group size' when the party is outside the rule's
 * sizes or every time says so; otherwise 'fully booked'.
 */
export function activityFooterMessage(
  times: readonly Pick<
    TimeSlot,
    | 'availableUntil'
    | 'availableSeats'
    | 'waitListSeats'
    | 'timeExpired'
    | 'unavailableForGroupSize'
  >[],
  { guests, now, timeZone, minGroupSize, maxGroupSize }: ActivityFooterOptions,
): ActivityFooterMessage {
  if (
    (minGroupSize != null && guests < minGroupSize) ||
    (maxGroupSize != null && guests > maxGroupSize)
  ) {
    return 'unavailableForGroupSize';
  }
  const kind = (slot: (typeof times)[number]) => classifySlot(slot, { guests, now, timeZone }).kind;
  const open = times.filter((slot) => kind(slot) !== 'expired');
  if (open.some((slot) => kind(slot) !== 'unavailable')) return null;
  if (open.length > 0 && open.every((slot) => slot.unavailableForGroupSize)) {
    return 'unavailableForGroupSize';
  }
  return 'fullyBooked';
}
