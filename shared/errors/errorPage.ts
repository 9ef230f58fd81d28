export type ErrorPage = 'generic' | 'brokenLink' | 'serverError' | 'noConnection';

export interface FailedRequest {
  /** HTTP status, absent when no response arrived. */
  status?: number | null;
  /** Body text of the response. */
  responseText?: string | null;
  /** True when the request never reached the server (offline, DNS, CORS). */
  networkError?: boolean;
}

const UNKNOWN_UNIT = 'unit does not exist';

/** The error page a failed request leads to. */
export function errorPage({ status, responseText, networkError }: FailedRequest): ErrorPage {
  if (networkError) return 'noConnection';
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
