import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { isSystemId } from '../../shared/routing/isSystemId.ts';
import { peekPrefetched } from '../../shared/startup/prefetchRegistry.ts';
import type { StartupRequests } from '../../shared/startup/startupRequests.ts';
import { elementStartup } from '../elementStartup.ts';
import { importPinned, type Pinned } from '../importPinned.ts';
import { readStored } from '../../shared/storage/namespacedStorage.ts';
import { routeKey } from '../../shared/storage/storageKeys.ts';
import { drawFirstStep, type ChildrenStepModule, type FirstPaintInput } from './drawFirstStep.ts';
import { localeText } from '../../shared/i18n/localeText.ts';
import { readFirstStepSettings } from './readFirstStepSettings.ts';
import type { FirstStepTemplate } from './template.ts';

/** Set by build.mjs from scripts/firstStepTemplate.tsx; absent (no first paint) outside a build. */
declare const __FIRST_STEP__: FirstStepTemplate | undefined;
/**
 * The children step's module beside first-paint.js, named by build.mjs (issue 32) by content,
 * with its SRI value (issue 49).
 */
declare const __CHILDREN_STEP_FILE__: Pinned | undefined;

const builtTemplate = (): FirstStepTemplate | undefined =>
  typeof __FIRST_STEP__ === 'object' ? __FIRST_STEP__ : undefined;

/**
 * The children step's module (childrenStep.ts), from beside this script, or null when it cannot
 * be had: React then draws the step, as it does for every venue once it has run.
 */
const importChildrenStep = (pinned: Pinned): Promise<ChildrenStepModule | null> =>
  importPinned<Partial<ChildrenStepModule>>(new URL('.', import.meta.url).href, pinned).then(
    (module) => (typeof module.showChildren === 'function' ? (module as ChildrenStepModule) : null),
    () => null,
  );

// Attributes that start the widget somewhere else than the guests step (a prefill, the way
// back from the payment terminal): no first paint for them.
const ELSEWHERE = ['route', 'guests', 'children', 'guests-children', 'date'];

/**
 * The startup requests of an inline `<booking-widget>`, or a modal's, that will open on the
 * guests step, or null when it gets no first paint: the bundle has already run, the tag names
 * no valid venue, it opens elsewhere (a prefill, a route, a booking in progress kept for this
 * venue), or it is a frame's or the full page's element (the full page paints from its own
 * script). A modal opened before the bundle has run shows the step at once (issue 50).
 * @internal Exported for its tests.
 */
export function inlineFirstPaint(element: Element, base: string): StartupRequests | null {
  const system = element.getAttribute('system');
  const unit = element.getAttribute('unit');
  const mode = element.getAttribute('mode');
  if (element.shadowRoot || element.matches(':defined') || !system || !unit) return null;
  if ((mode && mode !== 'inline' && mode !== 'modal') || !isSystemId(system)) return null;
  if (!/^\d+$/.test(unit)) return null;
  if (ELSEWHERE.some((name) => element.hasAttribute(name))) return null;
  if (readStored(() => sessionStorage, routeKey(system, unit))) return null;
  return elementStartup(element, unit, base);
}

/** The JSON of an answer the loader asked for, or null (none, failed, not JSON). */
export const json = (answer: Promise<Response> | undefined): Promise<unknown> =>
  Promise.resolve(answer)
    .then((response) => (response?.ok ? response.json() : null))
    .catch(() => null);

/**
 * Draws the first step of one element from the answers the loader already asked for (never a
 * request of its own), once both are in. Resolves whether it drew.
 */
export async function paintFirstStep(
  element: HTMLElement,
  startup: StartupRequests,
  page: Pick<FirstPaintInput, 'onHeight' | 'keepGuests' | 'keepChildren'> & {
    system?: string;
  } = {},
  template: FirstStepTemplate | undefined = builtTemplate(),
): Promise<boolean> {
  if (!template) return false;
  const [answer, messages] = await Promise.all([
    json(peekPrefetched(startup.settingsUrl)),
    json(peekPrefetched(startup.localeUrls[0] ?? '')),
  ]);
  const settings = readFirstStepSettings(answer);
  if (!settings || !messages) return false;
  // A venue that asks for children gets its next step before React too (issue 32): asked for
  // now, beside the drawing, so it is in by the time a guest has chosen a party size.
  const file = typeof __CHILDREN_STEP_FILE__ === 'object' ? __CHILDREN_STEP_FILE__ : undefined;
  const childrenStep = settings.childrenEnabled && file ? importChildrenStep(file) : undefined;
  // Read through the getter: under a CSP header the attribute is hidden (DESIGN §5).
  const nonce = element.nonce || element.getAttribute('nonce') || '';
  const { system = element.getAttribute('system') ?? '', ...rest } = page;
  return drawFirstStep(element, {
    settings,
    venueLang: venueLanguage(system),
    t: localeText(messages, startup.language),
    language: startup.language,
    template,
    nonce,
    childrenStep,
    ...rest,
  });
}

const painting = new WeakSet<Element>();

/** Paints one widget that opens on the guests step, once (issue 16; a modal's: issue 50). */
export function paintElement(element: HTMLElement, base: string): void {
  const startup = painting.has(element) ? null : inlineFirstPaint(element, base);
  if (!startup) return;
  painting.add(element);
  void paintFirstStep(element, startup);
}

/** Paints every inline widget on the page that opens on the guests step (issue 16). */
export function paintInlineFirstSteps(base: string): void {
  for (const element of document.querySelectorAll<HTMLElement>(ELEMENT_NAME)) {
    paintElement(element, base);
  }
}
