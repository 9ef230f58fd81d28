/**
 * doc 2 §7: a new analytics session starts after 60 minutes without an event.
 * @internal Exported for its tests.
 */
export const SESSION_IDLE_MS = 60 * 60 * 1000;

export interface AnalyticsSession {
  id: string;
  /** Epoch ms of the session's last event. */
  lastAt: number;
}

/**
 * The session an analytics event at `now` belongs to (doc 2 §7): the current one while its last
 * event is under 60 minutes old, else a new one with `newId()`. `started` tells the caller to
 * send the session's start first. A clock that went backwards keeps the session.
 */
export function analyticsSession(
  current: AnalyticsSession | null,
  now: number,
  newId: () => string,
): { session: AnalyticsSession; started: boolean } {
  if (current && now - current.lastAt < SESSION_IDLE_MS) {
    return { session: { id: current.id, lastAt: Math.max(now, current.lastAt) }, started: false };
  }
  return { session: { id: newId(), lastAt: now }, started: true };
}
