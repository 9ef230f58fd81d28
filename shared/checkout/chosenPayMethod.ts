/**
 * The method the form starts at (doc 1 §5 Payment method): the one chosen before the terminal
 * while it is still offered, else the only one offered; between several the guest chooses.
 */
export function chosenPayMethod(
  offered: readonly number[],
  kept: number | null | undefined,
): number | null {
  if (kept != null && offered.includes(kept)) return kept;
  return offered.length === 1 ? offered[0]! : null;
}
