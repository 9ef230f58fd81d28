import { errorPage, type ErrorPage, type FailedRequest } from './errorPage.ts';
import { mutationFailure, type FailedMutation, type MutationFailure } from './mutationFailure.ts';

/**
 * Where the guest was when the call failed: a form that tells its own failures (the details
 * form), a step of the flow (times, activities, pre-order), the loading of a page (the session
 * guard's reading of the booking), or the session guard's one Refresh of an expired booking.
 */
export type FailurePlace = 'form' | 'step' | 'pageLoad' | 'sessionRefresh';

/** What the guest is shown: the reservation-failed modal, an error page, or nothing new. */
type FailureShown =
  | { kind: 'reservationFailed'; code: number }
  | { kind: 'errorPage'; page: ErrorPage }
  /** The caller tells it where the guest is (the form's notice, the time step's toast). */
  | { kind: 'inPlace' }
  /** The session guard's dialog: the booking was not revived, its session is over. */
  | { kind: 'sessionExpired' };

export interface FailureRoute {
  /** What the failure means for the caller (doc 1 §8 "Creation or respond failure"). */
  failure: MutationFailure;
  shown: FailureShown;
}

/**
 * Doc 1 §8, the one router of a failed call: a numeric code opens the reservation-failed modal
 * wherever the guest is; on a page's loading the rest go to the page its status names (doc 1
 * §8 "Page errors by HTTP status"); on a step only a browser that knows it is offline leaves
 * for the no-connection page; a form keeps the guest and says it itself. The session guard's
 * Refresh refused with a code (the table was taken: code 2) did not revive the booking, so the
 * session-expired dialog shows (doc 2 §4), not the reservation-failed modal over a form that
 * says the table is held; a Refresh with no word on the booking fails like a page's loading.
 */
export function failureRoute(
  failed: FailedMutation & FailedRequest,
  place: FailurePlace,
): FailureRoute {
  const failure = mutationFailure(failed);
  if (failure.kind === 'reservationFailed' && place === 'sessionRefresh')
    return { failure, shown: { kind: 'sessionExpired' } };
  if (failure.kind === 'reservationFailed')
    return { failure, shown: { kind: 'reservationFailed', code: failure.code } };
  if (place === 'pageLoad' || place === 'sessionRefresh')
    return { failure, shown: { kind: 'errorPage', page: errorPage(failed) } };
  if (place === 'step' && failure.kind === 'noConnection')
    return { failure, shown: { kind: 'errorPage', page: 'noConnection' } };
  return { failure, shown: { kind: 'inPlace' } };
}
