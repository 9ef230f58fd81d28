/**
 * The API releases a booking in progress after 60 minutes without activity (doc 1 §4).
 * @internal Exported for its tests.
 */
export const HOLD_MS = 60 * 60_000;

/**
 * The warning comes this long before the hold lapses (WCAG 2.2.1: at least 20 seconds to
 * extend it with one action); the guest's strings say "two minutes".
 * @internal Exported for its tests.
 */
export const HOLD_WARNING_LEAD_MS = 2 * 60_000;

/**
 * Milliseconds from `now` until the lapse warning of a hold taken or last extended at `heldAt`
 * (issue 52); 0 when it is due already.
 */
export function holdWarningDelay(heldAt: number, now: number): number {
  return Math.max(0, heldAt + HOLD_MS - HOLD_WARNING_LEAD_MS - now);
}
