export type ErrorPage = 'generic' | 'brokenLink' | 'serverError' | 'noConnection';

export interface FailedRequest {
  /** HTTP status, absent when no response arrived. */
  status?: number | null;
  /** Body text of the response. */
  responseText?: string | null;
  /** True when no answer arrived (offline, DNS, CORS, a dropped connection). */
  networkError?: boolean;
  /** True only when the browser itself says it has no network (`navigator.onLine === false`). */
  offline?: boolean;
}

const UNKNOWN_UNIT = 'unit does not exist';

/** The error page a failed request leads to. */
export function errorPage({
  status,
  responseText,
  networkError,
  offline,
}: FailedRequest): ErrorPage {
  // "No status: generic error" (doc 1 §8): a connection dropped while the browser is online is
  // no reason to tell the guest they are offline; only a browser that knows it is gets that page.
  if (networkError) return offline ? 'noConnection' : 'generic';
  switch (status) {
    case 404:
      // The API may send the text bare, quoted as a JSON string, or inside a JSON message.
      return (responseText ?? '').toLowerCase().includes(UNKNOWN_UNIT) ? 'brokenLink' : 'generic';
    case 500:
      return 'brokenLink';
    case 504:
      return 'serverError';
    default:
      return 'generic';
  }
}
