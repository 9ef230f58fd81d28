// first-paint.js: the guests step before the widget's bundle has run (issue 16). loader.js loads
// it beside the bundle for inline widgets, which it draws from the answers the loader asked for.
// The full page's own script (first-paint-page.js, pagePaint.ts) imports it to draw the page's
// widget: the routing that needs stays out of what an inline embed loads (issue 32).
import { paintElement, paintInlineFirstSteps } from './paintFirstStep.ts';

// loader.js calls it when the bundle fails to load (issue 31).
export { showLoadFailure } from './showLoadFailure.ts';
// The full page's script draws with it, and takes what else both need from here rather than
// carrying a copy of its own.
export { paintFirstStep } from './paintFirstStep.ts';
export { isSystemId } from '../../shared/routing/isSystemId.ts';
export { registerPrefetch } from '../../shared/startup/prefetchRegistry.ts';
export { startupRequests } from '../../shared/startup/startupRequests.ts';
export { readStored } from '../../shared/storage/namespacedStorage.ts';
export { LANG_KEY, routeKey } from '../../shared/storage/storageKeys.ts';

const base = new URL('.', import.meta.url).href;
paintInlineFirstSteps(base);

/** A modal's element, opened before the bundle has run (loader/modal/openModal.ts, issue 50). */
export const paintModal = (element: HTMLElement) => paintElement(element, base);
