import type { Instant, TimeSet } from '../availability/types.ts';
import { activityNote, type ActivityNote } from './activityNote.ts';

export interface ActivityListEntry<A> {
  activity: A;
  note: ActivityNote;
}

export interface ActivityListOptions {
  /** Rule ids of activities already in the booking. */
  chosenRuleIds: readonly number[];
  guests: number;
  now: Instant;
  timeZone: string;
}

/**
 * The activities offered in the list with their notes (doc 1 §2 Activity list): chosen ones
 * are hidden, and so are closed rules and text rows, which are no activity.
 */
export function activityList<A extends TimeSet>(
  activities: readonly A[],
  { chosenRuleIds, guests, now, timeZone }: ActivityListOptions,
): ActivityListEntry<A>[] {
  return activities
    .filter((a) => !a.isClosed && !a.isTextRow && !chosenRuleIds.includes(a.id))
    .map((activity) => ({ activity, note: activityNote(activity, { guests, now, timeZone }) }));
}
