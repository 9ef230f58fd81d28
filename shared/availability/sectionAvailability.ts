import { SectionAvailability } from '../enums.ts';
import { isSlotExpired } from './isSlotExpired.ts';
import type { Instant, Section } from './types.ts';

export interface SectionAvailabilityOptions {
  guests: number;
  now: Instant;
  timeZone: string;
}

/** How a section stands for a party (doc 1 §4 Time slots, §3 Section availability). */
export function sectionAvailability(
  section: Pick<Section, 'timeSets'>,
  { guests, now, timeZone }: SectionAvailabilityOptions,
): SectionAvailability {
  const openTimes = section.timeSets
    .filter((rule) => !rule.isClosed && !rule.isTextRow)
    .flatMap((rule) => rule.times)
    .filter((slot) => !isSlotExpired(slot, now, timeZone));
  const seats = openTimes.flatMap((slot) => [...slot.availableSeats, ...slot.waitListSeats]);
  // Open times with no seat for any party size are as booked out as no times at all.
  if (seats.length === 0) return SectionAvailability.FullyBooked;
  if (guests > Math.max(...seats)) return SectionAvailability.TooLargeGroup;
  if (!seats.includes(guests)) return SectionAvailability.UnavailableForGroupSize;
  return SectionAvailability.Available;
}
