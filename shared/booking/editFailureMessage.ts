import { ErrorCode } from '../enums.ts';
import type { EditType } from './isEditSaveEnabled.ts';

/** The words a failed edit adds to 'save failed': the time was taken meanwhile. */
export type EditFailureMessage = 'timeNotAvailable';

/**
 * What a failed edit save tells besides 'save failed' (doc 2 §8 Edit save failure): a new time
 * the API refuses with code TemporaryUnavailable (doc 2 §3 Error code 2) was taken meanwhile,
 * which the guest is told as the booking flow tells it (doc 1 §8: 'time not available'), so they
 * pick another time. Null for any other failure.
 */
export function editFailureMessage(
  type: EditType,
  code: number | null | undefined,
): EditFailureMessage | null {
  return type === 'time' && code === ErrorCode.TemporaryUnavailable ? 'timeNotAvailable' : null;
}
