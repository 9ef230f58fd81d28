// Values below 1e11 would be dates before 1973 in milliseconds, so they can only be seconds.
const SECONDS_LIMIT = 1e11;

/** Epoch milliseconds of a numeric timestamp that may be in seconds or milliseconds. */
export function toEpochMs(value: number | string): number {
  const numeric = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(numeric) || (typeof value === 'string' && value.trim() === '')) {
    return Number.NaN;
  }
  return Math.abs(numeric) < SECONDS_LIMIT ? numeric * 1000 : numeric;
}
