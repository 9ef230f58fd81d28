import { useEffect, useSyncExternalStore } from 'react';
import type { GetRequest } from '../api/createApiClient.ts';
import type { QueryState } from '../api/createQueryCache.ts';
import { useWidget } from './useWidget.ts';

const IDLE: QueryState<never> = { status: 'idle' };

/**
 * Reads a GET through the instance's query cache: fetched on first use, then kept (no refetch
 * on mount or focus, doc 1 §9). A null request reads nothing.
 */
export function useQuery<T>(request: GetRequest<T> | null): QueryState<T> {
  const { cache } = useWidget();
  const key = request?.key ?? '';
  const state = useSyncExternalStore(
    cache.subscribe,
    () => (key ? cache.getState<T>(key) : IDLE),
    () => (key ? cache.getState<T>(key) : IDLE),
  ) as QueryState<T>;
  // Fetched when first read, and again when a mutation invalidated it while it is on screen.
  const idle = state.status === 'idle';
  useEffect(() => {
    if (request && idle) cache.prefetch(request);
    // The key identifies the request; a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, idle]);
  return state;
}
