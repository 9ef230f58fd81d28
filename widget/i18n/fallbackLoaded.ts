/** What announces and hears the arrivals: the widget's translations (createI18n.ts). */
export interface Announcer {
  emit(event: string, ...args: unknown[]): void;
  on(event: string, listener: (...args: string[]) => void): void;
  off(event: string, listener: (...args: string[]) => void): void;
}

/**
 * Emitted by a widget's i18next instance when a fallback language's file arrives after the
 * first render (createI18n loads it only once a key is found missing). The language itself is
 * unchanged, so `languageChanged` is not fired: whatever shows translations listens here and
 * renders again to replace the raw key with the fallback text.
 */
const FALLBACK_LOADED = 'fallbackLoaded';

// How many fallback files each instance has received: a snapshot for useSyncExternalStore.
const arrivals = new WeakMap<Announcer, number>();

/** Records a fallback file added to `i18n` and tells the listeners. */
export function announceFallback(i18n: Announcer, language: string, namespace: string): void {
  arrivals.set(i18n, fallbackRevision(i18n) + 1);
  i18n.emit(FALLBACK_LOADED, language, namespace);
}

/** Changes each time a fallback file arrives; 0 while none has. */
export function fallbackRevision(i18n: Announcer): number {
  return arrivals.get(i18n) ?? 0;
}

/** Calls `listener` each time a fallback file arrives; returns the removal. */
export function onFallbackLoaded(i18n: Announcer, listener: () => void): () => void {
  i18n.on(FALLBACK_LOADED, listener);
  return () => i18n.off(FALLBACK_LOADED, listener);
}
