import type { DayStatus } from './dayStatus.ts';

/**
 * The calendar's label for a day cell (doc 1 §2 Date step, §4 Time slots): a fully booked day
 * still takes a request in booking-request mode, and its label says so.
 */
export function dayLabelKey(status: DayStatus, isBookingRequest: boolean): string {
  const key = status === 'fullyBooked' && isBookingRequest ? 'fullyBookedRequest' : status;
  return `day.${key}`;
}
