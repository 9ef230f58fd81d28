/**
 * Floods of unknown booking ids, per client (issue 31). A guest's link names one booking; a
 * client that asks for many that do not exist is guessing. After `max` misses within
 * `windowMs`, that client's booking lookups answer 429 with Retry-After until its window
 * ends, known ones included (a guess that hits must not be told so); every other route stays
 * open to it. Counted on the real clock, not
 * the demo's booking clock: it is about requests per second.
 */
export interface GuessLimitOptions {
  max?: number;
  windowMs?: number;
  now?: () => number;
}

export function createGuessLimit({
  max = 30,
  windowMs = 60_000,
  now = Date.now,
}: GuessLimitOptions = {}) {
  const windows = new Map<string, { start: number; misses: number }>();
  const current = (client: string) => {
    const window = windows.get(client);
    if (window && now() - window.start < windowMs) return window;
    windows.delete(client);
    return undefined;
  };
  return {
    /** Seconds to wait, or 0 when the client may look up a booking. */
    retryAfter(client: string): number {
      const window = current(client);
      if (!window || window.misses < max) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000));
    },
    /** A lookup of a booking that does not exist (or not in the client's system). */
    miss(client: string): void {
      const window = current(client);
      if (window) window.misses += 1;
      else windows.set(client, { start: now(), misses: 1 });
      // A flood from many addresses must not grow the map without bound.
      if (windows.size > 10_000) windows.delete(windows.keys().next().value!);
    },
    clear(): void {
      windows.clear();
    },
  };
}

export type GuessLimit = ReturnType<typeof createGuessLimit>;
