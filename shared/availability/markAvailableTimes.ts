import { isSlotExpired } from './isSlotExpired.ts';
import type { Instant, Unit } from './types.ts';

/**
 * Sets the client-side flags on every time of an availableTimes answer (doc 1 §7): expired,
 * and whether the party fits the time or its waiting list. Returns new objects.
 */
export function markAvailableTimes<U extends Unit>(
  units: readonly U[],
  { guests, now, timeZone }: { guests: number; now: Instant; timeZone: string },
): U[] {
  return units.map((unit) => ({
    ...unit,
    sections: unit.sections.map((section) => ({
      ...section,
      timeSets: section.timeSets.map((rule) => ({
        ...rule,
        times: rule.times.map((slot) => ({
          ...slot,
          timeExpired: isSlotExpired(slot, now, timeZone),
          unavailableForGroupSize: !slot.availableSeats.includes(guests),
          waitListUnavailableForGroupSize: !slot.waitListSeats.includes(guests),
        })),
      })),
    })),
  }));
}
