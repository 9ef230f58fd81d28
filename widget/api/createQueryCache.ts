import type { GetRequest } from './createApiClient.ts';

export type QueryState<T> =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

const IDLE: QueryState<never> = { status: 'idle' };

interface Entry {
  state: QueryState<unknown>;
  promise?: Promise<unknown>;
  fetchedAt: number;
  /** Bumped on invalidation so an answer to an older request is not stored over newer data. */
  generation: number;
}

/**
 * The widget's small query cache (doc 1 §9): data is fetched when first asked for and then kept;
 * nothing refetches on focus or mount. The same GET is never in flight twice: a second caller
 * shares the first one's promise. Mutations invalidate by key prefix.
 */
export function createQueryCache(clock: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let lastFailed: GetRequest<unknown> | undefined;
  const notify = () => listeners.forEach((listener) => listener());

  function entry(key: string): Entry {
    let found = entries.get(key);
    if (!found) {
      found = { state: { status: 'idle' }, fetchedAt: 0, generation: 0 };
      entries.set(key, found);
    }
    return found;
  }

  function fetchQuery<T>(request: GetRequest<T>, maxAgeMs = Infinity): Promise<T> {
    const current = entry(request.key);
    if (current.promise) return current.promise as Promise<T>;
    if (current.state.status === 'success' && clock() - current.fetchedAt < maxAgeMs) {
      return Promise.resolve(current.state.data as T);
    }
    const generation = current.generation;
    current.state = { status: 'loading', data: current.state.data };
    const promise = request.run().then(
      (data) => {
        if (current.generation === generation) {
          current.state = { status: 'success', data };
          current.fetchedAt = clock();
        }
        current.promise = undefined;
        notify();
        return data;
      },
      (error: unknown) => {
        if (current.generation === generation) {
          current.state = { status: 'error', error, data: current.state.data };
        }
        current.promise = undefined;
        lastFailed = request as GetRequest<unknown>;
        notify();
        throw error;
      },
    );
    current.promise = promise;
    notify();
    return promise;
  }

  return {
    fetchQuery,
    /** Same as fetchQuery, for callers that read the state instead of awaiting. */
    prefetch<T>(request: GetRequest<T>, maxAgeMs?: number): void {
      fetchQuery(request, maxAgeMs).catch(() => undefined);
    },
    getState<T>(key: string): QueryState<T> {
      // One shared idle object: React compares snapshots by identity.
      return (entries.get(key)?.state ?? IDLE) as QueryState<T>;
    },
    setData<T>(key: string, data: T): void {
      const current = entry(key);
      current.generation++;
      current.promise = undefined;
      current.state = { status: 'success', data };
      current.fetchedAt = clock();
      notify();
    },
    /** Drops every entry whose key starts with one of the prefixes; the next read refetches. */
    invalidate(...prefixes: string[]): void {
      for (const [key, current] of entries) {
        if (!prefixes.some((prefix) => key.startsWith(prefix))) continue;
        current.generation++;
        current.promise = undefined;
        current.state = { status: 'idle' };
      }
      notify();
    },
    /** Repeats the last GET that failed (the server-error page's Try again, doc 1 §8). */
    retryLastFailed(): Promise<unknown> | undefined {
      const request = lastFailed;
      lastFailed = undefined;
      return request ? fetchQuery(request) : undefined;
    },
    /** How many GETs are in flight: the next step's code waits for none (WizardScreen). */
    inFlight(): number {
      let count = 0;
      for (const current of entries.values()) if (current.promise) count++;
      return count;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
