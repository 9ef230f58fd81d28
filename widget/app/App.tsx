import { useEffect, useRef, useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import type { ErrorState } from '../store/createWidgetStore.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { pageForError } from '../api/pageForError.ts';
import { VenueLayout } from '../layout/VenueLayout.tsx';
import { RouteView } from '../screens/RouteView.tsx';
import { ThemeStyles } from '../theme/ThemeStyles.tsx';
import { PortalContainerContext } from '../ui/PortalContainerContext.ts';
import { ToastProvider } from '../ui/ToastProvider.tsx';
import { AppShell } from './AppShell.tsx';
import { languageForLangChange } from '../../shared/i18n/languageForLangChange.ts';
import { localStore } from '../platform/storage.ts';
import { retryPath } from '../../shared/routing/retryPath.ts';
import { sameOriginHref } from './sameOriginHref.ts';
import { usePromise } from './usePromise.ts';
import { I18nContext } from '../hooks/useT.ts';
import { switchLanguage } from '../i18n/switchLanguage.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import { useHostBridge } from '../bridge/useHostBridge.ts';

/**
 * What an error page's Try again does (doc 1 §8): the generic page returns to the last venue
 * kept in local storage (a real reload in full-page mode, a restart of the widget inline); the
 * others repeat the call that failed, keeping everything the guest chose.
 */
function useRetry() {
  const { store, cache, config } = useWidget();
  return (page: ErrorState['page']) => () => {
    const error = store.getState().error;
    store.getState().clearError();
    if (page !== 'generic') {
      if (error?.retry) error.retry();
      else void cache.retryLastFailed()?.catch(() => undefined);
      return;
    }
    const path = retryPath(localStore.get('lastSystem'), localStore.get('lastUnit'));
    if (config.mode === 'page') {
      // Built on this page's origin and checked to stay on it: never a way off the site.
      const href = path === null ? null : sameOriginHref(path, location);
      if (href) location.assign(href);
      else location.reload();
    } else if (path) {
      cache.invalidate('');
      store.getState().navigate({ pathname: path, search: '' }, { replace: true });
    }
  };
}

function Screens({ settings }: { settings: Settings }) {
  const { store } = useWidget();
  const storeError = useWidgetStore((s) => s.error);
  const retry = useRetry();

  useEffect(() => {
    // The network going away shows the no-connection page (doc 2 §1 error pages), except over
    // a form: the details step keeps what the guest typed on screen and says so itself
    // (issue 31). The network coming back takes the page away again.
    const offline = () => {
      if (store.getState().route.name !== 'finalize')
        store.getState().showError({ page: 'noConnection' });
    };
    const online = () => {
      if (store.getState().error?.page === 'noConnection') store.getState().clearError();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [store]);

  if (storeError)
    return <ErrorPage page={storeError.page} reason="flow" onRetry={retry(storeError.page)} />;
  return <RouteView settings={settings} />;
}

function Loaded({ host }: { host: Element | null }) {
  const instance = useWidget();
  const { api } = instance;
  const retry = useRetry();
  // A booking link (/booking/{system}/{guid}) names no unit: the booking says which it is, and
  // stays the unit once the guest leaves it for the start (Book more, To booking start, the
  // session dialog's OK: doc 2 §2, §4), where the instance still has none.
  const route = useWidgetStore((s) => s.route);
  const bookingRequest =
    !instance.unitId && route.name === 'bookingPage' ? api.booking(route.bookingId) : null;
  const unitBooking = useQuery(bookingRequest);
  const [bookingUnit, setBookingUnit] = useState('');
  const learned = unitBooking.data ? String(unitBooking.data.unitId) : '';
  if (learned && learned !== bookingUnit) setBookingUnit(learned);
  const unitId = instance.unitId || learned || bookingUnit;
  const settingsRequest = unitId ? api.settings(unitId) : null;
  const settings = useQuery(settingsRequest);
  useHostBridge(instance, host, Boolean(settings.data));

  if (unitBooking.status === 'error') {
    const page = pageForError(unitBooking.error);
    return <ErrorPage page={page} reason="booking" onRetry={retry(page)} />;
  }
  // Idle until its fetch starts (after this render): the booking is on its way, no broken link
  // (which the host would hear as an error, issue 49).
  if (!settingsRequest && bookingRequest)
    return <AppShell system={instance.system} unit={instance.unitId} />;
  if (!settingsRequest) return <ErrorPage page="brokenLink" reason="link" />;
  if (settings.status === 'error') {
    const page = pageForError(settings.error);
    return <ErrorPage page={page} reason="settings" onRetry={retry(page)} />;
  }
  if (!settings.data) return <AppShell system={instance.system} unit={instance.unitId} />;

  const data = settings.data;
  return (
    <>
      <ThemeStyles settings={data} />
      <VenueLayout
        settings={data}
        onClose={instance.modal ? () => closeWidget(instance, unitId, host) : undefined}
        sideSlot={route.name === 'availability' && route.isActivityBooking}
      >
        {/* A screen that failed to render (its code could not be fetched, say) is the generic
            page, whose Try again returns to the start as the API's does (doc 1 §8). */}
        <ErrorBoundary
          fallback={(reset) => (
            <ErrorPage
              page="generic"
              reason="render"
              onRetry={() => {
                retry('generic')();
                reset();
              }}
            />
          )}
        >
          <Screens settings={data} />
        </ErrorBoundary>
      </VenueLayout>
    </>
  );
}

/**
 * Leaving in modal mode: back to the start (which releases an unfinalized booking, doc 1 §4),
 * then the host hears `booking-widget:close` and closes its modal. `unitId` is the venue shown,
 * learned from the booking on a booking link.
 */
function closeWidget(instance: ReturnType<typeof useWidget>, unitId: string, host: Element | null) {
  const { store, system } = instance;
  store.getState().navigate({ pathname: `/${system}/${unitId}`, search: '' }, { replace: true });
  host?.dispatchEvent(new CustomEvent('booking-widget:close', { bubbles: true, composed: true }));
}

/** Waits for this widget's translations, then renders the venue's widget. */
export function App({
  portalContainer,
  lang,
}: {
  portalContainer: Element | DocumentFragment;
  /** The element's lang attribute: a change after start switches the language in place. */
  lang?: string | undefined;
}) {
  const instance = useWidget();
  const i18n = usePromise(instance.i18n);
  // The value at start was already weighed with storage and the browser (detectLanguage).
  const startLang = useRef<string | null | undefined>(lang);
  useEffect(() => {
    if (!i18n.value || lang === startLang.current) return;
    startLang.current = null;
    const wanted = languageForLangChange(lang);
    if (wanted && i18n.value.language !== wanted) {
      void switchLanguage(i18n.value, instance.store, wanted);
    }
  }, [lang, i18n.value, instance]);
  if (!i18n.value) return <AppShell system={instance.system} unit={instance.unitId} />;
  return (
    <I18nContext.Provider value={i18n.value}>
      <PortalContainerContext.Provider value={portalContainer}>
        <ToastProvider closeLabel={i18n.value.t('actions.close')}>
          <Loaded host={portalContainer instanceof ShadowRoot ? portalContainer.host : null} />
        </ToastProvider>
      </PortalContainerContext.Provider>
    </I18nContext.Provider>
  );
}
