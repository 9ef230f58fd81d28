import { hostEventType, type BridgeEventMap } from '../../shared/bridge/events.ts';
import { hostFrame, postToHost } from '../../shared/bridge/hostFrame.ts';

/**
 * Tells the host one event of the typed map (DESIGN §5): a bubbling, composed
 * `booking-widget:<name>` CustomEvent on the element, and, in a frame the loader named (iframe
 * mode), a bridge message to the host's exact origin.
 */
export function tellHost<K extends keyof BridgeEventMap>(
  host: Element,
  name: K,
  payload: BridgeEventMap[K],
  win: Window = window,
): void {
  host.dispatchEvent(
    new CustomEvent(hostEventType(name), { detail: payload, bubbles: true, composed: true }),
  );
  const frame = hostFrame(win);
  if (frame) postToHost(win, frame, name, payload);
}
