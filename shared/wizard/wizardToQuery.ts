import type { QueryRecord } from '../routing/parseSearch.ts';
import type { WizardState } from './WizardState.ts';

const WIZARD_KEYS = ['guests', 'children', 'guestsChildren', 'date', 'isWaitList'] as const;

/**
 * The address carries the guest's choices (doc 1 §2 query table): a reload, a shared link and
 * the browser's back button then restore them. Other parameters (tag, sectionIds, lang) stay.
 */
export function wizardToQuery(query: QueryRecord, state: WizardState): QueryRecord {
  const next: QueryRecord = {};
  for (const [name, value] of Object.entries(query)) {
    if (!(WIZARD_KEYS as readonly string[]).includes(name)) next[name] = value;
  }
  if (state.guests !== undefined) next.guests = String(state.guests);
  if (state.guestsChildren !== undefined) next.children = String(state.guestsChildren);
  if (state.date !== undefined) next.date = state.date;
  if (state.isWaitList) next.isWaitList = 'true';
  return next;
}
