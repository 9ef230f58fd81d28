import { parseInteger } from './parseInteger.ts';

/** The children prefill's two names, as the element's attributes or the address give them. */
export interface ChildrenPrefillNames {
  /** `children`: the attribute and the query parameter the widget itself writes. */
  children?: string | undefined;
  /** `guestsChildren`: the `guests-children` attribute (frameworks) and `?guestsChildren=`. */
  guestsChildren?: string | undefined;
}

/**
 * The number of children a venue prefills (doc 1 §2 Query parameters read: `children /
 * guestsChildren`), the same on the element and in the address: `guestsChildren`, the more
 * specific name, wins when it holds a whole number; else `children`; else none. An unreadable
 * value counts as absent, so it never hides a readable one (docs/decisions.md "One
 * children-prefill rule").
 */
export function childrenPrefill({
  children,
  guestsChildren,
}: ChildrenPrefillNames): number | undefined {
  return parseInteger(guestsChildren) ?? parseInteger(children);
}
