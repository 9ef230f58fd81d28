import { DateTime } from 'luxon';

/** An injected `now` or an API time: epoch milliseconds or an ISO 8601 string. */
export type Instant = string | number;

/**
 * Epoch milliseconds of an instant. The booking API sends venue-local times without an
 * offset, so such strings are read in `zone`; strings with Z or an offset keep theirs.
 * NaN when unreadable.
 */
export function instantMs(value: Instant, zone: string): number {
  if (typeof value === 'number') return value;
  const parsed = DateTime.fromISO(value.trim(), { zone });
  return parsed.isValid ? parsed.toMillis() : Number.NaN;
}
