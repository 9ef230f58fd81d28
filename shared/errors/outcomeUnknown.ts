/** What a failed mutation's error tells of the answer (widget/flows/routeFailure `failedCall`). */
export interface FailedAnswer {
  /** The `code` of the error body, when it had one. */
  code?: number | null | undefined;
  /** HTTP status, absent when no answer arrived or it could not be read. */
  status?: number | null | undefined;
}

/**
 * Whether a failed mutation may still have acted (issue 49, lost answers): no answer (the
 * connection cut, the time given up), an answer that could not be read, or a server error
 * without the API's code (a gateway's 502/504 after the API acted). The page then reads the
 * booking again rather than go on showing the old state. A coded answer, or a 4xx, is the
 * API's own refusal: nothing changed.
 */
export function outcomeUnknown({ code, status }: FailedAnswer): boolean {
  if (typeof code === 'number' && Number.isInteger(code)) return false;
  return status === null || status === undefined || status >= 500;
}
