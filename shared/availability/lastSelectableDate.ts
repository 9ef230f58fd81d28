import { readApiTime } from '../time/apiTime.ts';
import type { BookingWindow } from './types.ts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The last date (YYYY-MM-DD) a guest may pick: yesterday plus the window (doc 1 §9).
 * Null when the window is unlimited. `today` is the venue's date.
 */
export function lastSelectableDate(today: string, window: BookingWindow | null): string | null {
  if (window === null) return null;
  // Calendar arithmetic in UTC, so daylight saving never shifts a date. An unreadable today
  // throws ApiTimeError, a RangeError.
  const start = readApiTime(`${today}T00:00Z`, 'UTC').ms;
  const yesterday = new Date(start - DAY_MS);
  if (window.unit !== 'month') {
    const days = window.amount * (window.unit === 'week' ? 7 : 1);
    return iso(yesterday.getTime() + days * DAY_MS);
  }
  // A month later keeps the day, or the month's last day when it has fewer (31 Jan → 28 Feb).
  const year = yesterday.getUTCFullYear();
  const monthIndex = yesterday.getUTCMonth() + window.amount;
  const day = Math.min(yesterday.getUTCDate(), daysInMonth(year, monthIndex));
  return iso(Date.UTC(year, monthIndex, day));
}
