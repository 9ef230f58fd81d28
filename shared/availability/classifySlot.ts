import { isSlotExpired } from './isSlotExpired.ts';
import type { Instant, TimeSlot } from './types.ts';

export type SlotClass =
  | { kind: 'expired' }
  | { kind: 'bookable' }
  | { kind: 'waitList' }
  | { kind: 'requestable' }
  | { kind: 'unavailable' };

export interface ClassifySlotOptions {
  guests: number;
  now: Instant;
  /** The venue's zone: times without an offset are its wall clock. */
  timeZone: string;
  isBookingRequest?: boolean;
}

/** What a party of `guests` can do with one time (doc 1 §4 Time slots). */
export function classifySlot(
  slot: Pick<TimeSlot, 'availableUntil' | 'availableSeats' | 'waitListSeats' | 'timeExpired'>,
  { guests, now, timeZone, isBookingRequest = false }: ClassifySlotOptions,
): SlotClass {
  // A passed cutoff wins over request mode too: a time that is gone cannot be asked for.
  if (isSlotExpired(slot, now, timeZone)) return { kind: 'expired' };
  if (isBookingRequest) return { kind: 'requestable' };
  if (slot.availableSeats.includes(guests)) return { kind: 'bookable' };
  if (slot.waitListSeats.includes(guests)) return { kind: 'waitList' };
  return { kind: 'unavailable' };
}
