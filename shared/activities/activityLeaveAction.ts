/** Where a route change leads with respect to a held activity booking. */
export interface ActivityLeaveInput {
  /** The guid the wizard held before the change. */
  held: string | undefined;
  /** The guid the new route holds (availability, preorder or finalize with an id). */
  now: string | undefined;
  /** The new route is the booking page of the held booking: it was finalized. */
  finalized: boolean;
  /** The held booking was released on purpose (the last activity removed, leave confirmed). */
  released: boolean;
}

export type ActivityLeaveAction = 'none' | 'ask';

/**
 * The leave guard for activity bookings (doc 1 §4 Leaving the flow): a route that no longer
 * holds the unfinalized booking asks first. Moving between the list and the details step of the
 * same booking is no leaving (so a waiting-list booking goes from finalize back to the list
 * freely), nor is finalizing, nor a release the guest already chose.
 */
export function activityLeaveAction(input: ActivityLeaveInput): ActivityLeaveAction {
  if (!input.held || input.now === input.held || input.finalized || input.released) return 'none';
  return 'ask';
}
