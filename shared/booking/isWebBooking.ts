import { isFinalized } from './isFinalized.ts';

export interface WebBookingInput {
  status: number;
  articles?: readonly { ruleId?: number | null }[] | null;
}

/** A finalized booking made through a web rule: its first article carries a rule id. */
export function isWebBooking(booking: WebBookingInput): boolean {
  const ruleId = booking.articles?.[0]?.ruleId;
  return isFinalized(booking) && ruleId !== null && ruleId !== undefined;
}
