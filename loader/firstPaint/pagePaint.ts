// first-paint-page.js: the full page's one script (index.html; also the page in the iframe
// mode's frame), as loader.js is an inline widget's. It starts the settings and locale requests
// at once (the bundle finds them waiting), draws the page's guests step with first-paint.js
// (which index.html preloads beside it), then runs the bundle (issue 32).
import { hostFrame, postToHost } from '../../shared/bridge/hostFrame.ts';
import { matchRoute } from '../../shared/routing/matchRoute.ts';
import { rewriteOnLoad } from '../../shared/routing/rewriteOnLoad.ts';
import { loadWidget } from '../loadWidget.ts';
// Built as an import of first-paint.js itself (build.mjs), not bundled in again: what both
// files need comes from there.
import {
  ELEMENT_NAME,
  isSystemId,
  LANG_KEY,
  paintFirstStep,
  readStored,
  registerPrefetch,
  routeKey,
  startupRequests,
} from './firstPaint.ts';

const base = new URL('.', import.meta.url).href;

/** The longest the full page's bundle waits for the first paint before it runs (issue 32). */
const PAGE_BUNDLE_HOLD_MS = 1000;

/** Draws the full page's guests step; resolves once it has, or has decided not to. */
async function startPage(element: HTMLElement): Promise<unknown> {
  if (element.shadowRoot) return;
  const fixed = rewriteOnLoad(location.pathname, location.search);
  if (fixed.changed || fixed.reload) return;
  const route = matchRoute(location.pathname);
  if (route.name !== 'wizard' || route.isActivityBooking || route.isBookingRequest) return;
  const query = new URLSearchParams(location.search);
  if (['guests', 'children', 'date'].some((name) => query.has(name))) return;
  if (!isSystemId(route.system)) return;
  // A booking in progress for this venue reopens where it was, not on the guests step.
  const unit = String(route.unitId);
  if (readStored(() => sessionStorage, routeKey(route.system, unit))) return;
  const startup = startupRequests({
    unit,
    lang: query.get('lang'),
    assetBase: base,
    // The stored API override is the widget's to check (issue 31): nothing starts from it here.
    stored: { apiBase: null, lang: readStored(() => localStorage, LANG_KEY) },
    browserLanguages: navigator.languages,
  });
  registerPrefetch(
    startup.settingsUrl,
    fetch(startup.settingsUrl, { headers: { system: route.system } }),
  );
  for (const url of startup.localeUrls) registerPrefetch(url, fetch(url));
  // In iframe mode the host sizes the frame by the widget's height messages: the first step
  // sends them too, so the frame is as tall as the step before React is there.
  const frame = hostFrame(window);
  return paintFirstStep(element, startup, {
    system: route.system,
    onHeight: frame ? (height) => postToHost(window, frame, 'height', { height }) : undefined,
    keepGuests: keepGuestsInAddress,
  });
}

/**
 * The full page's widget reads its choices from the address (`?guests=`, doc 1 §2 query
 * parameters), not from attributes: a party size chosen before the bundle ran goes there, as a
 * new history entry the way React's click makes one, so Back returns to the guests step.
 */
function keepGuestsInAddress(guests: string | null) {
  const url = new URL(location.href);
  const had = url.searchParams.has('guests');
  if (guests === null && !had) return;
  if (guests === null) url.searchParams.delete('guests');
  else url.searchParams.set('guests', guests);
  if (had) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
}

const page = document.querySelector<HTMLElement>(`${ELEMENT_NAME}[mode="page"]`);
if (page) {
  // The full page's one script (index.html), as loader.js is an inline widget's: the settings
  // and locale requests start first, then the bundle's files download beside them, and the
  // bundle runs once the first step is drawn or will not be (issue 32). Measured on a throttled
  // phone, the bundle's files held first-paint.js back when index.html named them too, and
  // React's first render then held the main thread while the answers came in: the first paint
  // never showed. When the answers are slow, the bundle runs all the same and shows its
  // loading screen.
  let hold: ReturnType<typeof setTimeout> | undefined;
  const painted = startPage(page);
  const slow = new Promise((resolve) => (hold = setTimeout(resolve, PAGE_BUNDLE_HOLD_MS)));
  loadWidget(base, Promise.race([painted, slow]));
  const stop = () => clearTimeout(hold);
  painted.then(stop, stop);
}
