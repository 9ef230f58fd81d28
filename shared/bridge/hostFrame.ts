import { WIDGET_SOURCE, bridgeMessage } from './bridgeMessage.ts';
import type { BridgeEventMap } from './events.ts';
import { readFrameName } from './frameName.ts';

/** The frame the loader made for this page (iframe mode): the instance id and the host's origin. */
export interface HostFrame {
  id: string;
  origin: string;
}

/** What of a window this module reads (shared/ has no DOM types): the browser's Window fits. */
export interface FramedWindow {
  readonly self: unknown;
  readonly top: unknown;
  readonly name: string;
  readonly location: { readonly ancestorOrigins?: ArrayLike<string> | undefined };
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
}

/**
 * Whether this page runs in a frame: doc 1 §6 "embedded is decided by whether it is framed".
 * @internal Exported for its tests.
 */
export function isFramed(win: FramedWindow): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin top refuses even the comparison
  }
}

/**
 * The loader's frame around this page, or null: not framed, a window name the loader did not
 * give, or (where the browser tells the real parent's origin) a name that lies about it.
 */
export function hostFrame(win: FramedWindow): HostFrame | null {
  if (!isFramed(win)) return null;
  const frame = readFrameName(win.name);
  const ancestor = win.location.ancestorOrigins?.[0];
  if (!frame || (ancestor !== undefined && ancestor !== frame.origin)) return null;
  return frame;
}

/** Sends the host one bridge event, to the host's exact origin only (never '*'). */
export function postToHost<K extends keyof BridgeEventMap>(
  win: FramedWindow,
  frame: HostFrame,
  name: K,
  payload: BridgeEventMap[K],
): void {
  win.parent.postMessage(bridgeMessage(WIDGET_SOURCE, frame.id, name, payload), frame.origin);
}
