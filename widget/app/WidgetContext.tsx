import type { i18n as I18n, TOptions } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useStore } from 'zustand';
import type { GetRequest } from '../api/createApiClient.ts';
import type { QueryState } from '../api/createQueryCache.ts';
import type { WidgetStore } from '../store/createWidgetStore.ts';
import type { WidgetInstance } from './createWidgetInstance.ts';

export const WidgetContext = createContext<WidgetInstance | null>(null);
export const I18nContext = createContext<I18n | null>(null);

export function useWidget(): WidgetInstance {
  const instance = useContext(WidgetContext);
  if (!instance) throw new Error('useWidget: no <booking-widget> instance above this component');
  return instance;
}

export function useWidgetStore<T>(selector: (state: WidgetStore) => T): T {
  return useStore(useWidget().store, selector);
}

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
  useEffect(() => {
    if (request && cache.getState(request.key).status === 'idle') cache.prefetch(request);
    // The key identifies the request; a new object with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
  return state;
}

const IDLE: QueryState<never> = { status: 'idle' };

/**
 * The translate function of a namespace that loads with its screen, not with the first one:
 * `ready` turns true once `locales/{lng}/{ns}.json` is in (for the current language too).
 */
export function useNamespaceT(ns: string) {
  const base = useT();
  const { i18n, language } = base;
  const [loaded, setLoaded] = useState(() => i18n.hasLoadedNamespace(ns));
  useEffect(() => {
    let live = true;
    if (i18n.hasLoadedNamespace(ns)) setLoaded(true);
    else void i18n.loadNamespaces(ns).then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [i18n, ns, language]);
  const t = useCallback(
    (key: string, options?: TOptions) => i18n.t(key, { ns, ...options }) as string,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, ns, language],
  );
  return { t, ready: loaded, language, i18n, common: base.t };
}

/** The translate function of this widget's own i18next instance. */
export function useT() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT: translations are not loaded yet');
  const language = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
  );
  const t = useCallback(
    (key: string, options?: TOptions) => i18n.t(key, options) as string,
    // Re-created when the language changes so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language],
  );
  return { t, language, i18n };
}
