import type { AnalyticsSession } from '../../shared/bridge/analyticsSession.ts';

// In the page's sessionStorage, so a reload or the way back from the payment terminal stays in
// the same analytics session (doc 2 §7); inside the widget's own storage namespace.
const KEY = 'booking-widget:analyticsSession';

/** The page's analytics session, or null when none is stored (or storage is refused). */
export function readStoredSession(): AnalyticsSession | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return null;
    const { id, lastAt } = value as Partial<AnalyticsSession>;
    return typeof id === 'string' && typeof lastAt === 'number' && Number.isFinite(lastAt)
      ? { id, lastAt }
      : null;
  } catch {
    return null;
  }
}

export function storeSession(session: AnalyticsSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage refused (private mode, a sandboxed frame): the session lives as long as the page.
  }
}
