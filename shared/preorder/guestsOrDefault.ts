/** Pre-order rules count a missing or non-positive party size as one guest (doc 1 §5). */
export function guestsOrDefault(guests: number | null | undefined): number {
  return guests != null && guests > 0 ? guests : 1;
}
