import { useEffect, useState } from 'react';
import type { GetRequest } from '../api/createApiClient.ts';
import type { QueryState } from '../api/createQueryCache.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useWidget } from '../hooks/useWidget.ts';

/**
 * useQuery for a screen that stays while its own changes invalidate what it shows (the list
 * after each activity): an invalidated request is fetched again at once, and the last answer
 * stays on screen meanwhile instead of a skeleton.
 */
export function useFreshQuery<T>(request: GetRequest<T> | null): QueryState<T> {
  const { cache } = useWidget();
  const state = useQuery(request);
  const [last, setLast] = useState<{ key: string; data: T } | null>(null);
  const key = request?.key ?? '';
  useEffect(() => {
    if (request && state.status === 'idle') cache.prefetch(request);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key, state.status]);
  if (state.status === 'success') {
    // The answer kept for the next refetch (React's "adjust state while rendering" pattern).
    if (last?.key !== key || last.data !== state.data) setLast({ key, data: state.data });
    return state;
  }
  if (state.status !== 'error' && last?.key === key) return { status: 'success', data: last.data };
  return state;
}
