import type { NamedEventName, NamedEventState } from './namedEvents.ts';

/**
 * The doc 2 §7 named events of the choices made on the first paint (issues 16, 32): the
 * element's first-paint mark (`chosen`: '' for a party size, 'children' once the number of
 * children followed) says the guest chose the values the widget starts from, so they are their
 * GuestsSelected and SelectChildrenAmount, although they arrive as a prefill would.
 */
export function firstPaintNamedEvents(
  chosen: string | null,
  { guests, children }: Pick<NamedEventState, 'guests' | 'children'>,
): NamedEventName[] {
  if (chosen === null) return [];
  const names: NamedEventName[] = [];
  if (guests !== null) names.push('GuestsSelected');
  if (chosen === 'children' && children !== null) names.push('SelectChildrenAmount');
  return names;
}
