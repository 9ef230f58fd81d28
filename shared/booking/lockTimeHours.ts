/**
 * A lock time in minutes as the whole hours shown to guests, rounded up so the guest is
 * never told they have longer than they do.
 */
export function lockTimeHours(lockTimeMinutes: number | null | undefined): number {
  return Math.max(0, Math.ceil((lockTimeMinutes ?? 0) / 60));
}
