/** What a failed creation or respond call means for the guest (doc 1 §8). */
export type MutationFailure =
  /** The reservation-failed modal opens with this code. */
  | { kind: 'reservationFailed'; code: number }
  /** The browser is offline: the no-connection page, whose Try again comes back here. */
  | { kind: 'noConnection' }
  /** The guest stays where they are, every choice kept, and is told to try again. */
  | { kind: 'tryAgain' };

export interface FailedMutation {
  /** The `code` of the error body, when it had one. */
  code?: number | null | undefined;
  /** No answer arrived at all. */
  networkError?: boolean;
  /** The browser itself says it has no network (`navigator.onLine === false`). */
  offline?: boolean;
}

/**
 * Doc 1 §8 "Creation or respond failure": error data with a numeric code opens the
 * reservation-failed modal whatever the HTTP status (a 500 answering `{ code: 0 }` is 'unknown
 * error'). The status-to-page mapping is for loading a page, not for a click, so a failure
 * without a code keeps the guest's place (docs/decisions.md "A failed booking call").
 */
export function mutationFailure({ code, networkError, offline }: FailedMutation): MutationFailure {
  if (typeof code === 'number' && Number.isInteger(code))
    return { kind: 'reservationFailed', code };
  if (networkError && offline) return { kind: 'noConnection' };
  return { kind: 'tryAgain' };
}
