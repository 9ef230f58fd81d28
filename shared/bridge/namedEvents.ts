/** doc 2 §7 "Analytics events": the named events, by the names analytics receives. */
export type NamedEventName =
  | 'GuestsSelected'
  | 'SelectChildrenAmount'
  | 'EditBookingSaved'
  | 'CancelBookingClicked'
  | 'LanguageChanged'
  | 'SameLanguageChange'
  | 'AppLoadTime';

const BY_SCREEN_EVENT: Record<string, NamedEventName> = {
  editBookingSaved: 'EditBookingSaved',
  cancelBookingClicked: 'CancelBookingClicked',
  sameLanguageChange: 'SameLanguageChange',
};

/**
 * The doc 2 §7 named event a screen's event stands for (nothing in the widget's state changes
 * with them: an edit saved, a cancel asked for, the same language picked), or null.
 */
export function screenNamedEvent(event: string): NamedEventName | null {
  return Object.hasOwn(BY_SCREEN_EVENT, event) ? (BY_SCREEN_EVENT[event] ?? null) : null;
}

/** What the named events are read from: the guest's choices and the interface language. */
export interface NamedEventState {
  guests: number | null;
  children: number | null;
  language: string;
}

/**
 * The doc 2 §7 named events a change of the widget's state stands for, in the order the guest
 * makes them: a party size chosen (GuestsSelected), a number of children chosen
 * (SelectChildrenAmount), another interface language (LanguageChanged). A choice cleared (null)
 * is no event; a prefilled start value is the first state, so it is none either.
 */
export function namedEvents(prev: NamedEventState, next: NamedEventState): NamedEventName[] {
  const names: NamedEventName[] = [];
  if (next.guests !== null && next.guests !== prev.guests) names.push('GuestsSelected');
  if (next.children !== null && next.children !== prev.children) {
    names.push('SelectChildrenAmount');
  }
  if (next.language !== prev.language) names.push('LanguageChanged');
  return names;
}
