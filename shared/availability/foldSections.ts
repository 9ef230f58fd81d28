/** A section of the time step as the fold reads it. */
export interface FoldEntry {
  id: number;
  /** Nothing can be chosen in it; its reason shows instead of times. */
  disabled: boolean;
  /** Times it shows. */
  slots: number;
}

export interface Fold {
  /** Each section is a heading that opens its times; false: every section open, as always. */
  folded: boolean;
  /** The section open when the step appears: the first with a time; null when none is. */
  open: number | null;
}

/**
 * Above this many times in a day the time step folds its sections (issue 51, docs/decisions.md
 * "Large venues"): the demo venues show 20 to 60 times, all open; a large venue shows its
 * sections as headings and one open at a time, so a phone renders at most one section's times.
 * Exported for the tests.
 * @internal
 */
export const FOLD_ABOVE = 120;

/** Whether the time step folds its sections, and which one it opens first (issue 51). */
export function foldSections(sections: readonly FoldEntry[], foldAbove = FOLD_ABOVE): Fold {
  const total = sections.reduce((sum, section) => sum + section.slots, 0);
  if (total <= foldAbove) return { folded: false, open: null };
  const first = sections.find((section) => !section.disabled && section.slots > 0);
  return { folded: true, open: first?.id ?? null };
}
