import { ELEMENT_ATTRIBUTES, ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { importFirstPaint } from '../loadWidget.ts';
import { MODAL_LABEL } from '../../shared/element/modalLabel.ts';
import type { WidgetOptions } from '../api/widgetOptions.ts';
import { createIframe } from '../iframe/createIframe.ts';
import { createModal, type ModalHandle } from './createModal.ts';

interface Held {
  handle: ModalHandle;
  signature: string;
}

// One modal per venue and unit: a page may open several, and reopening one finds the guest
// where they left it. Other start values (prefill, a payment return) build it anew.
const modals = new Map<string, Held>();
let last: ModalHandle | undefined;

const supportsElements = () =>
  typeof customElements !== 'undefined' && typeof HTMLElement.prototype.attachShadow === 'function';

function content(options: WidgetOptions, base: string): HTMLElement {
  if (!supportsElements()) {
    let frame: HTMLIFrameElement | undefined;
    createIframe(options, base, (f) => (frame = f));
    return frame!;
  }
  const element = document.createElement(ELEMENT_NAME);
  for (const name of [...ELEMENT_ATTRIBUTES, 'route']) {
    const value =
      options[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] ?? options[name];
    if (value) element.setAttribute(name, value);
  }
  element.setAttribute('mode', 'modal');
  element.style.display = 'block';
  return element;
}

let prefetch: ((elements: Element[]) => void) | undefined;

/** The loader's prefetch of an element's settings and first locale file, given by startModes. */
export function prefetchWith(start: (elements: Element[]) => void): void {
  prefetch = start;
}

/**
 * Starts the settings and first locale file a modal of these options will ask for (the URLs
 * its element computes), once each: the widget finds them waiting. Not for a frame (its page
 * asks for its own) or without a venue.
 */
export function prefetchModal(options: WidgetOptions, base: string): void {
  if (options.system && options.unit && supportsElements()) prefetch?.([content(options, base)]);
}

/** Opens (creating when needed) the modal of a venue's unit; see createModal. */
export function openModal(options: WidgetOptions, base: string, opener?: Element | null) {
  if (!options.system || !options.unit) {
    console.error('BookingWidget.open: a system and a unit are needed');
    return undefined;
  }
  const key = `${options.system}|${options.unit}`;
  const { title: _title, nonce: _nonce, ...start } = options;
  const signature = JSON.stringify(start);
  let held = modals.get(key);
  if (held && held.signature !== signature) {
    held.handle.unmount();
    held = undefined;
  }
  let fresh: HTMLElement | undefined;
  if (!held) {
    const label = options.title || MODAL_LABEL;
    prefetchModal(options, base);
    fresh = content(options, base);
    held = { handle: createModal(fresh, label), signature };
    modals.set(key, held);
  }
  for (const other of modals.values()) if (other !== held) other.handle.close();
  held.handle.open(opener);
  // Before the bundle has run, first-paint.js (asked for on intent) draws the guests step from
  // the answers prefetchModal started: a click shows the step without waiting for React.
  if (fresh?.localName === ELEMENT_NAME && !customElements.get(ELEMENT_NAME)) {
    const element = fresh;
    importFirstPaint<{ paintModal(element: HTMLElement): void }>(base).then(
      (m) => m.paintModal(element),
      () => undefined,
    );
  }
  last = held.handle;
  return held.handle;
}

/** Closes the modal opened last (the API's close()). */
export function closeModal(): void {
  last?.close();
}
