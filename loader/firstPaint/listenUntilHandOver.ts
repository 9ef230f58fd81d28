import { ELEMENT_NAME } from '../../shared/element/elementAttributes.ts';
import { FIRST_PAINT_LIMIT_MS } from '../../shared/element/firstPaint.ts';
import { handOver } from './handOver.ts';

const POINTER = ['down', 'up', 'cancel'];

/**
 * The first paint's listeners, until it hands over to React: the clicks and the failed images
 * (which do not bubble: caught on the way down), and the element's height (`onHeight`). React
 * renders into this root (the widget reuses it). Each change is looked at before the browser
 * paints (mutation callbacks run as microtasks, ahead of rendering), and the first paint gives
 * way once React's screen is complete. Should none be within the limit once the bundle runs,
 * React's own screen is shown anyway. Everything set up here goes with the first paint.
 */
export function listenUntilHandOver(
  element: HTMLElement,
  shadow: ShadowRoot,
  onClick: (event: Event) => void,
  onError: (event: Event) => void,
  onHeight: ((height: number) => void) | undefined,
): void {
  // A press ends where it started: with the press down on a first-paint button and the release
  // on React's twin, the browser would fire no click and the tap would be lost. While a press
  // is down (anywhere: it is brief) the hand-over waits; it is tried again a task after the
  // release, once its click has come.
  let pressed = false;
  let released: ReturnType<typeof setTimeout> | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let height = 0;
  const onPointer = (event: Event) => {
    pressed = event.type === 'pointerdown';
    if (!pressed) released = setTimeout(() => handOver(shadow) && stop());
  };
  shadow.addEventListener('click', onClick);
  shadow.addEventListener('error', onError, true);
  for (const type of POINTER) addEventListener(`pointer${type}`, onPointer, true);
  const size =
    onHeight &&
    new ResizeObserver(() => {
      const next = Math.ceil(element.getBoundingClientRect().height);
      if (next === height || next === 0) return;
      height = next;
      onHeight(next);
    });
  size?.observe(element);
  const stop = () => {
    size?.disconnect();
    watch.disconnect();
    clearTimeout(limit);
    clearTimeout(released);
    shadow.removeEventListener('click', onClick);
    shadow.removeEventListener('error', onError, true);
    for (const type of POINTER) removeEventListener(`pointer${type}`, onPointer, true);
  };
  // Removed from the page before React's screen came (r2wc's unmount empties the root), the
  // first paint goes with its listeners: nothing holds the element on (issue 50). A move in one
  // task is back in the page by the time this runs, and keeps it.
  const watch = new MutationObserver(() => {
    if (!element.isConnected ? handOver(shadow, true) : !pressed && handOver(shadow)) stop();
  });
  watch.observe(shadow, { childList: true, subtree: true });
  void customElements.whenDefined(ELEMENT_NAME).then(() => {
    limit = setTimeout(() => {
      handOver(shadow, true);
      stop();
    }, FIRST_PAINT_LIMIT_MS);
  });
}
