import type { BookingWindow } from './types.ts';

export interface BookingWindowSettings {
  bookingWindowAsMonth?: number | null;
  bookingWindowUnit?: string | null;
}

const UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month']);

/**
 * The venue's booking window from unitsMetaData (doc 1 §9): amount plus unit. Null when the
 * venue set no positive amount, meaning no limit.
 */
export function bookingWindow(settings: BookingWindowSettings): BookingWindow | null {
  const amount = settings.bookingWindowAsMonth;
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return null;
  const unit = settings.bookingWindowUnit;
  // The amount field is named for months: an absent or unknown unit keeps that meaning.
  return {
    amount: Math.floor(amount),
    unit: unit != null && UNITS.has(unit) ? (unit as BookingWindow['unit']) : 'month',
  };
}
