import { LIMITS } from '../../shared/contract/limits.ts';
import { badRequest } from './apiError.ts';
import { dayStart, venueToday } from './availability.ts';
import type { Venue } from './venue.ts';

/**
 * A dayStates range must start within the booking window, give or take a month before today
 * (a guest's clock may be behind the venue's): docs/reference-api.md "Limits". The span itself
 * (at most LIMITS.dayStatesSpanDays) is checked by the contract schema.
 */
export function checkDayStatesRange(venue: Venue, fromDate: string, now: number): void {
  const today = venueToday(venue, now);
  const { amount, unit } = venue.unit.bookingWindow;
  const first = today.minus({ days: LIMITS.dayStatesDaysBeforeToday });
  const last = today.minus({ days: 1 }).plus({ [`${unit}s`]: amount });
  const from = dayStart(venue, fromDate);
  if (!from.isValid || from < first || from > last) {
    throw badRequest(
      `Invalid field "fromDate": expected a date from ${first.toISODate()} to ${last.toISODate()} (the booking window), received ${fromDate}`,
    );
  }
}
