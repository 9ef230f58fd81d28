import { errorPage, type ErrorPage, type FailedRequest } from './errorPage.ts';
import { mutationFailure, type FailedMutation, type MutationFailure } from './mutationFailure.ts';

/**
 * Where the guest was when the call failed: a form that tells its own failures (the details
 * form), a step of the flow (times, activities, pre-order), or the loading of a page (the
 * session guard's revival).
 */
export type FailurePlace = 'form' | 'step' | 'pageLoad';

/** What the guest is shown: the reservation-failed modal, an error page, or nothing new. */
type FailureShown =
  | { kind: 'reservationFailed'; code: number }
  | { kind: 'errorPage'; page: ErrorPage }
  /** The caller tells it where the guest is (the form's notice, the time step's toast). */
  | { kind: 'inPlace' };

export interface FailureRoute {
  /** What the failure means for the caller (doc 1 §8 "Creation or respond failure"). */
  failure: MutationFailure;
  shown: FailureShown;
}

/**
 * Doc 1 §8, the one router of a failed call: a numeric code opens the reservation-failed modal
 * wherever the guest is; on a page's loading the rest go to the page its status names (doc 1
 * §8 "Page errors by HTTP status"); on a step only a browser that knows it is offline leaves
 * for the no-connection page; a form keeps the guest and says it itself.
 */
export function failureRoute(
  failed: FailedMutation & FailedRequest,
  place: FailurePlace,
): FailureRoute {
  const failure = mutationFailure(failed);
  if (failure.kind === 'reservationFailed')
    return { failure, shown: { kind: 'reservationFailed', code: failure.code } };
  if (place === 'pageLoad')
    return { failure, shown: { kind: 'errorPage', page: errorPage(failed) } };
  if (place === 'step' && failure.kind === 'noConnection')
    return { failure, shown: { kind: 'errorPage', page: 'noConnection' } };
  return { failure, shown: { kind: 'inPlace' } };
}
