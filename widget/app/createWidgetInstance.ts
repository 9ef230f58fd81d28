import { formatSearch } from '../../shared/routing/formatSearch.ts';
import { matchRoute } from '../../shared/routing/matchRoute.ts';
import { modalMode } from '../../shared/routing/modalMode.ts';
import { liveStartLocation } from '../../shared/routing/liveStart.ts';
import { isSystemId } from '../../shared/routing/isSystemId.ts';
import { rewriteOnLoad } from '../../shared/routing/rewriteOnLoad.ts';
import { isAllowedApiOverride } from '../../shared/startup/isAllowedApiOverride.ts';
import { startupRequests } from '../../shared/startup/startupRequests.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { createApiClient } from '../api/createApiClient.ts';
import { createQueryCache } from '../api/createQueryCache.ts';
import { bookingInProgress } from '../flows/bookingInProgress.ts';
import { createBookingFlow } from '../flows/createBookingFlow.ts';
import { watchLeavingFlow } from '../flows/watchLeavingFlow.ts';
import { createI18n } from '../i18n/createI18n.ts';
import type { WidgetConfig } from '../../shared/element/widgetConfig.ts';
import type { WidgetInstance } from '../instance/WidgetInstance.ts';
import { assetBase } from '../platform/assetBase.ts';
import { localStore, sessionStore } from '../platform/storage.ts';
import {
  createBrowserHistory,
  createMemoryHistory,
  type HistoryLocation,
  type WidgetHistory,
} from '../router/createHistory.ts';
import { createWidgetStore } from '../store/createWidgetStore.ts';

function startLocation(config: WidgetConfig): HistoryLocation {
  // Back from the payment terminal on the host page (DESIGN §5): the loader names the route.
  const [path = '', search = ''] = (config.route ?? '').split(/(?=\?)/);
  if (matchRoute(path).name !== 'notFound') return { pathname: path, search };
  const stored = sessionStore.get(storageKeys.route(config.system, config.unit));
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

/**
 * Builds everything one `<booking-widget>` owns. The element creates it when it connects (never
 * during a render) and disposes it once it has been out of the document for a while.
 */
export function createWidgetInstance(config: WidgetConfig): WidgetInstance {
  const widgetHistory =
    config.mode === 'page' ? pageHistory() : createMemoryHistory(startLocation(config));
  const route = matchRoute(widgetHistory.location().pathname);
  const system = route.name === 'notFound' ? config.system : route.system;
  // An invalid system id (doc 1 §2: a bad prefix, or characters such as '/' or a newline that
  // would break the path, the system header or a later navigation) is a broken link: no unit,
  // no request, nothing stored.
  const validSystem = isSystemId(system);
  const unitId = !validSystem
    ? ''
    : route.name === 'notFound' || route.name === 'bookingPage'
      ? config.unit
      : String(route.unitId);
  const query = new URLSearchParams(widgetHistory.location().search);
  const modal = modalMode(config.mode, widgetHistory.location().search);
  const assets = assetBase();
  // Any script on a venue's page can write local storage: the override counts only where it
  // cannot skim (issue 31). The loader and the first paint never read it.
  const storedApi = localStore.get(storageKeys.apiBase);
  const startup = startupRequests({
    unit: unitId,
    apiBase: config.apiBase,
    lang: config.lang ?? query.get('lang'),
    assetBase: assets,
    stored: {
      apiBase:
        storedApi && isAllowedApiOverride(storedApi, assets, location.protocol) ? storedApi : null,
      lang: localStore.get(storageKeys.lang),
    },
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
    localStore.set(storageKeys.lastSystem, system);
    localStore.set(storageKeys.lastUnit, unitId);
  }

  const routeKey = storageKeys.route(system, unitId);
  const draftKey = storageKeys.draft(system, unitId);
  const menuKey = storageKeys.menuDraft(system, unitId);
  const unsubscribe = store.subscribe((state) => {
    if (bookingInProgress(state.route)) {
      sessionStore.set(routeKey, state.location.pathname + state.location.search);
    } else sessionStore.remove(routeKey);
    // What the guest typed lives as long as the held booking: finalized, released or left,
    // it goes. The terminal's return still belongs to the booking.
    const { route } = state;
    const paying = route.name === 'paymentConfirmation' && route.bookingId;
    if (!bookingInProgress(route) && !paying) {
      sessionStore.remove(draftKey);
      sessionStore.remove(menuKey);
    }
  });
  const deps = { api, cache, store };
  const stopWatchingLeave = watchLeavingFlow(deps);

  const instance: WidgetInstance = {
    config,
    system,
    unitId,
    modal,
    store,
    api,
    cache,
    i18n: createI18n({ language, base: assetBase() }),
    flow: createBookingFlow(deps),
    update(next) {
      // A venue changing a start attribute on the living element (issue 50): the wizard starts
      // again from it unless a table is held; other attributes apply from their next reading.
      const previous = instance.config;
      instance.config = next;
      const state = store.getState();
      const to = liveStartLocation(state.route, state.location, previous, next);
      if (to) state.navigate(to, { replace: true });
    },
    dispose() {
      // Removed from the page for good with a booking held: the guest left the flow, so it is
      // released as it would be when the page closes (doc 1 §4).
      const held = bookingInProgress(store.getState().route);
      if (held) {
        void api.clear(held).catch(() => undefined);
        sessionStore.remove(routeKey);
        sessionStore.remove(draftKey);
        sessionStore.remove(menuKey);
      }
      unsubscribe();
      stopWatchingLeave();
      disposeStore();
    },
  };
  return instance;
}
