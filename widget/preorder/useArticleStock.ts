import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ArticleStocks } from '../../shared/contract/index.ts';
import type { GetRequest } from '../api/createApiClient.ts';
import { useWidget } from '../hooks/useWidget.ts';

/**
 * doc 1 §9: the stock cache lives 5 minutes.
 * @internal Exported for its tests.
 */
export const STOCK_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Stock of a menu's articles on the booking's date (doc 1 §7 articleStocks): asked only when
 * there are articles, kept 5 minutes, never refetched on focus. A failure is logged and reads
 * as no stock rows, so every article has the default stock of 500. `undefined` while loading.
 */
export function useArticleStock(
  articleIds: readonly number[],
  validityDate: string | undefined,
): ArticleStocks | undefined {
  const { api, cache } = useWidget();
  const ids = articleIds.join(',');
  const request = useMemo<GetRequest<ArticleStocks> | null>(() => {
    if (!ids || !validityDate) return null;
    const get = api.articleStocks({
      articleIds: ids,
      includeArticleStockChanges: false,
      validityDate,
    });
    return {
      key: get.key,
      run: () =>
        get.run().catch((error: unknown) => {
          console.warn('booking-widget: article stock could not be read', error);
          return [];
        }),
    };
  }, [api, ids, validityDate]);
  const key = request?.key ?? '';
  const state = useSyncExternalStore(cache.subscribe, () =>
    key ? cache.getState<ArticleStocks>(key) : undefined,
  );
  useEffect(() => {
    if (request) void cache.fetchQuery(request, STOCK_MAX_AGE_MS).catch(() => undefined);
  }, [cache, request]);
  if (!request) return ids ? undefined : [];
  return state?.status === 'success' ? state.data : undefined;
}
