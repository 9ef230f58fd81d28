import type { i18n as I18n } from 'i18next';
import { formatSearch } from '../../shared/routing/formatSearch.ts';
import { matchRoute } from '../../shared/routing/matchRoute.ts';
import { rewriteOnLoad } from '../../shared/routing/rewriteOnLoad.ts';
import { createApiClient, type ApiClient } from '../api/createApiClient.ts';
import { createQueryCache, type QueryCache } from '../api/createQueryCache.ts';
import { createI18n } from '../i18n/createI18n.ts';
import {
  createBrowserHistory,
  createMemoryHistory,
  type HistoryLocation,
  type WidgetHistory,
} from '../router/createHistory.ts';
import { createWidgetStore, type WidgetStoreApi } from '../store/createWidgetStore.ts';
import { assetBase } from './assetBase.ts';
import { startupRequests } from './startupRequests.ts';
import { localStore, sessionStore } from './storage.ts';
import { createBookingFlow, type BookingFlow } from '../wizard/createBookingFlow.ts';
import { watchLeavingFlow } from '../wizard/watchLeavingFlow.ts';
import { bookingInProgress } from '../wizard/bookingInProgress.ts';
import type { WidgetConfig } from './widgetConfig.ts';

export interface WidgetInstance {
  config: WidgetConfig;
  /** The venue as the address names it (page mode reads it from the URL). */
  system: string;
  unitId: string;
  store: WidgetStoreApi;
  api: ApiClient;
  cache: QueryCache;
  i18n: Promise<I18n>;
  /** Creates and updates the booking for chosen times, one call after another. */
  flow: BookingFlow;
  dispose(): void;
}

/** The unfinalized booking's route, kept per venue so a host reload resumes it (DESIGN §5). */
const routeKey = (system: string, unit: string) => `route:${system}:${unit}`;

function startLocation(config: WidgetConfig): HistoryLocation {
  const stored = sessionStore.get(routeKey(config.system, config.unit));
  if (stored) {
    const [pathname = '', search = ''] = stored.split(/(?=\?)/);
    if (matchRoute(pathname).name !== 'notFound') return { pathname, search };
  }
  const query: Record<string, string> = {};
  if (config.guests) query.guests = config.guests;
  if (config.children) query.children = config.children;
  if (config.date) query.date = config.date;
  if (config.sections) query.sectionIds = config.sections;
  if (config.tag) query.tag = config.tag;
  if (config.lang) query.lang = config.lang;
  return {
    pathname: `/${encodeURIComponent(config.system)}/${encodeURIComponent(config.unit)}`,
    search: formatSearch(query),
  };
}

function pageHistory(): WidgetHistory {
  const fixed = rewriteOnLoad(location.pathname, location.search);
  if (fixed.reload) {
    location.replace(fixed.pathname + fixed.search);
  } else if (fixed.changed) {
    history.replaceState(null, '', fixed.pathname + fixed.search);
  }
  return createBrowserHistory(window);
}

/** Everything one `<booking-widget>` owns. It outlives React remounts when the element moves. */
export function createWidgetInstance(config: WidgetConfig): WidgetInstance {
  const widgetHistory =
    config.mode === 'page' ? pageHistory() : createMemoryHistory(startLocation(config));
  const route = matchRoute(widgetHistory.location().pathname);
  const system = route.name === 'notFound' ? config.system : route.system;
  const unitId =
    route.name === 'notFound' || route.name === 'bookingPage' ? config.unit : String(route.unitId);
  const query = new URLSearchParams(widgetHistory.location().search);
  const startup = startupRequests({
    unit: unitId,
    apiBase: config.apiBase,
    lang: config.lang ?? query.get('lang'),
    assetBase: assetBase(),
    stored: { apiBase: localStore.get('apiBase'), lang: localStore.get('lang') },
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  const language = startup.language;
  const { store, dispose: disposeStore } = createWidgetStore(widgetHistory, language);
  const api = createApiClient({ apiBase: startup.apiBase, system });
  const cache = createQueryCache();
  // Settings and the locale files load in parallel with each other, not one after the other.
  if (unitId) cache.prefetch(api.settings(unitId));

  if (system && unitId) {
    // The generic error page's Try again returns here (doc 1 §8).
    localStore.set('lastSystem', system);
    localStore.set('lastUnit', unitId);
  }

  const unsubscribe = store.subscribe((state) => {
    const key = routeKey(system, unitId);
    if (bookingInProgress(state.route)) {
      sessionStore.set(key, state.location.pathname + state.location.search);
    } else sessionStore.remove(key);
  });

  const instance: WidgetInstance = {
    config,
    system,
    unitId,
    store,
    api,
    cache,
    i18n: createI18n({ language, base: assetBase() }),
    flow: undefined as unknown as BookingFlow,
    dispose() {
      unsubscribe();
      stopWatchingLeave();
      disposeStore();
    },
  };
  instance.flow = createBookingFlow(instance);
  const stopWatchingLeave = watchLeavingFlow(instance);
  return instance;
}
