// first-paint.js: the guests step before the widget's bundle has run (issue 16). loader.js loads
// it beside the bundle for inline widgets, which it draws from the answers the loader asked for.
// The full page's index.html loads it too: there it starts the settings and locale requests at
// once (the bundle finds them waiting) and draws the page's widget from their answers.
import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { matchRoute } from '../../shared/routing/matchRoute.ts';
import { parseSystemId } from '../../shared/routing/parseSystemId.ts';
import { rewriteOnLoad } from '../../shared/routing/rewriteOnLoad.ts';
import { registerPrefetch } from '../../shared/startup/prefetchRegistry.ts';
import { startupRequests } from '../../shared/startup/startupRequests.ts';
import { namespacedStorage } from '../../shared/storage/namespacedStorage.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { paintFirstStep, paintInlineFirstSteps } from './paintFirstStep.ts';

const base = new URL('.', import.meta.url).href;

function startPage(element: HTMLElement) {
  if (element.shadowRoot) return;
  const fixed = rewriteOnLoad(location.pathname, location.search);
  if (fixed.changed || fixed.reload) return;
  const route = matchRoute(location.pathname);
  if (route.name !== 'wizard' || route.isActivityBooking || route.isBookingRequest) return;
  const query = new URLSearchParams(location.search);
  if (['guests', 'children', 'date'].some((name) => query.has(name))) return;
  if (!parseSystemId(route.system).ok) return;
  // A booking in progress for this venue reopens where it was, not on the guests step.
  const unit = String(route.unitId);
  if (namespacedStorage(() => sessionStorage).get(storageKeys.route(route.system, unit))) return;
  const local = namespacedStorage(() => localStorage);
  const startup = startupRequests({
    unit,
    lang: query.get('lang'),
    assetBase: base,
    stored: { apiBase: local.get(storageKeys.apiBase), lang: local.get(storageKeys.lang) },
    browserLanguages: navigator.languages,
  });
  registerPrefetch(
    startup.settingsUrl,
    fetch(startup.settingsUrl, { headers: { system: route.system } }),
  );
  for (const url of startup.localeUrls) registerPrefetch(url, fetch(url));
  void paintFirstStep(element, startup);
}

const page = document.querySelector<HTMLElement>(`${ELEMENT_NAME}[mode="page"]`);
if (page) startPage(page);
else paintInlineFirstSteps(base);
