import type { Instant } from './types.ts';

/** Reads an injected `now` or an API instant; NaN for an unreadable string. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : Date.parse(instant);
}
