import type { ErrorPage } from '../../shared/errors/errorPage.ts';
import {
  failureRoute,
  type FailurePlace,
  type FailureRoute,
} from '../../shared/errors/failureRoute.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { isHttpError, isNetworkError } from '../api/errors.ts';
import { isOffline } from '../api/pageForError.ts';

/** What the router shows with: the store's two failure actions (shared/errors/failureRoute). */
export interface FailureTarget {
  getState(): {
    setReservationFailure(code: number | null): void;
    showError(error: { page: ErrorPage; retry?: () => void }): void;
  };
}

/** The facts of a failed call that the router reads, whatever threw it. */
export function failedCall(error: unknown) {
  const http = isHttpError(error) ? error : undefined;
  return {
    code: http?.code,
    status: http?.status,
    responseText: http?.text,
    networkError: isNetworkError(error),
    offline: isOffline(),
  };
}

/** Shows what the route says: the reservation-failed modal, or the error page (with retry). */
export function showFailure(
  store: FailureTarget,
  { failure, shown }: FailureRoute,
  retry?: () => void,
): MutationFailure {
  if (shown.kind === 'reservationFailed') store.getState().setReservationFailure(shown.code);
  else if (shown.kind === 'errorPage')
    store.getState().showError(retry ? { page: shown.page, retry } : { page: shown.page });
  return failure;
}

/** Routes a failed call (doc 1 §8) and shows it; returns what it meant for the caller. */
export function routeFailure(
  store: FailureTarget,
  error: unknown,
  place: FailurePlace,
  retry?: () => void,
): MutationFailure {
  return showFailure(store, failureRoute(failedCall(error), place), retry);
}
