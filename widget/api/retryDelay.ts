import { GIVE_UP_MS } from './fetchAnswer.ts';

/** ky's statuses, less 413 (a GET has no body to make smaller). */
const RETRIED_STATUSES = [408, 429, 500, 502, 503, 504];
/** Statuses whose `Retry-After` says when to ask again. */
const AFTER_STATUSES = [429, 503];
/** ky's first back-off. */
export const RETRY_DELAY_MS = 300;

/** How an attempt ended: an answer's status and headers, or no answer (and whether it gave up). */
export type AttemptEnd =
  { answered: true; status: number; headers: Headers } | { answered: false; timedOut: boolean };

/**
 * How long to wait before the one retry, or undefined for none (DESIGN §3: queries retry once,
 * mutations never). A GET is asked again after a dropped connection or a passing failure
 * status, never after it gave up waiting (that already took `GIVE_UP_MS`). A `Retry-After`
 * longer than `GIVE_UP_MS` means the answer stands: the guest would have given up by then.
 */
export function retryDelay(
  method: string,
  attempt: number,
  end: AttemptEnd,
  now: number = Date.now(),
): number | undefined {
  if (method !== 'GET' || attempt > 1) return undefined;
  if (!end.answered) return end.timedOut ? undefined : RETRY_DELAY_MS;
  if (!RETRIED_STATUSES.includes(end.status)) return undefined;
  const after = AFTER_STATUSES.includes(end.status) ? end.headers.get('Retry-After') : null;
  if (!after) return RETRY_DELAY_MS;
  const seconds = Number(after);
  const wait = Number.isNaN(seconds) ? Date.parse(after) - now : seconds * 1000;
  if (Number.isNaN(wait)) return RETRY_DELAY_MS;
  return wait > GIVE_UP_MS ? undefined : Math.max(0, wait);
}
