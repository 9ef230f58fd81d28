// first-paint-page.js: the full page's one script (index.html; also the page in the iframe
// mode's frame), as loader.js is an inline widget's. It starts the settings and locale requests
// at once (the bundle finds them waiting), draws the page's guests step with first-paint.js
// (which index.html preloads beside it), then runs the bundle (issue 32).
import { hostFrame, postToHost } from '../../shared/bridge/hostFrame.ts';
import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { plainWizardRoute } from '../../shared/routing/plainWizardRoute.ts';
import { importFirstPaint, loadWidget } from '../loadWidget.ts';
import type * as FirstPaint from './firstPaint.ts';

/**
 * first-paint.js, which index.html preloads beside this script: a file of its own, not bundled in
 * again, so what both need comes from there; named by content and pinned by its integrity (issue
 * 49). Imported when needed rather than named at the top: should it not load or not match, this
 * first paint alone fails (startPage rejects and the bundle runs all the same), never the linking
 * of the script, which would leave the page blank.
 */
const firstPaint = () => importFirstPaint<typeof FirstPaint>(base);

const base = new URL('.', import.meta.url).href;

/**
 * The longest the bundle waits for the first paint before it runs (issue 32): when the answers
 * are slow, React's loading screen shows instead.
 */
const FIRST_PAINT_HOLD_MS = 1000;

/**
 * Draws the full page's guests step; resolves once it has, or has decided not to. `asked` is
 * called once the settings and locale requests are on their way.
 */
async function startPage(element: HTMLElement, asked: () => void): Promise<unknown> {
  if (element.shadowRoot) return;
  // Only the plain wizard address (`/{system}/{unit}`, no choice in the query): any other is
  // rewritten, or starts past the guests step, and is React's. The narrow check, not the whole
  // routing, so this script stays small (session 36).
  const route = plainWizardRoute(location.pathname, location.search);
  if (!route) return;
  const query = new URLSearchParams(location.search);
  const paint = await firstPaint();
  const { isSystemId, readStored, routeKey, startupRequests, registerPrefetch } = paint;
  if (!isSystemId(route.system)) return;
  // A booking in progress for this venue reopens where it was, not on the guests step.
  const unit = String(route.unitId);
  if (readStored(() => sessionStorage, routeKey(route.system, unit))) return;
  const startup = startupRequests({
    unit,
    lang: query.get('lang'),
    assetBase: base,
    // The stored API override is the widget's to check (issue 31): nothing starts from it here.
    stored: { apiBase: null, lang: readStored(() => localStorage, paint.LANG_KEY) },
    browserLanguages: navigator.languages,
  });
  registerPrefetch(
    startup.settingsUrl,
    fetch(startup.settingsUrl, { headers: { system: route.system } }),
  );
  for (const url of startup.localeUrls) registerPrefetch(url, fetch(url));
  asked();
  // In iframe mode the host sizes the frame by the widget's height messages: the first step
  // sends them too, so the frame is as tall as the step before React is there.
  const frame = hostFrame(window);
  return paint.paintFirstStep(element, startup, {
    system: route.system,
    onHeight: frame ? (height) => postToHost(window, frame, 'height', { height }) : undefined,
    keepGuests: keepInAddress('guests'),
    keepChildren: keepInAddress('children'),
  });
}

/**
 * The full page's widget reads its choices from the address (`?guests=`, `?children=`, doc 1 §2
 * query parameters), not from attributes: a party size or a number of children chosen before the
 * bundle ran goes there, as a new history entry the way React's click makes one, so Back returns
 * to the step before.
 */
const keepInAddress = (name: string) => (value: string | null) => {
  const url = new URL(location.href);
  const had = url.searchParams.has(name);
  if (value === null && !had) return;
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  if (had) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
};

const page = document.querySelector<HTMLElement>(`${ELEMENT_NAME}[mode="page"]`);
if (page) {
  // The full page's one script (index.html), as loader.js is an inline widget's: the settings
  // and locale requests start first, then the bundle's files download beside them, and the
  // bundle runs once the first step is drawn or will not be (issue 32). Measured on a throttled
  // phone, the bundle's files held first-paint.js back when index.html named them too, and
  // React's first render then held the main thread while the answers came in: the first paint
  // never showed. When the answers are slow, the bundle runs all the same and shows its
  // loading screen.
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const painted = startPage(page, asked);
  let hold: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise((resolve) => (hold = setTimeout(resolve, FIRST_PAINT_HOLD_MS)));
  const stop = () => clearTimeout(hold);
  painted.then(stop, stop);
  // The bundle's files are asked for after the answers (or once there will be none): the first
  // paint's import of first-paint.js comes before the requests, and the bundle's hundred KB must
  // not go ahead of them.
  const go = () => loadWidget(base, Promise.race([painted, slow]));
  void Promise.race([requested, painted]).then(go, go);
}
