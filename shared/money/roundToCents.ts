/**
 * An amount rounded to whole cents (öre), half up as `Math.round` does: the one rounding rule for
 * every figure the widget shows or sends (doc 1 §9 Payment total, doc 2 §9 Currency and the
 * VAT-inclusive total). A float sum such as 0.1 + 0.2 then compares and shows as 0.3.
 */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
