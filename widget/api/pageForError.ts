import { errorPage, type ErrorPage } from '../../shared/errors/errorPage.ts';
import { isHttpError, isNetworkError } from './errors.ts';

/** What the browser itself says; a dropped connection while online is not "offline". */
export const isOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** The error page a failed call leads to (doc 1 §8, doc 2 §8); a malformed answer is generic. */
export function pageForError(error: unknown): ErrorPage {
  if (isNetworkError(error)) return errorPage({ networkError: true, offline: isOffline() });
  if (isHttpError(error)) return errorPage({ status: error.status, responseText: error.text });
  return errorPage({});
}
