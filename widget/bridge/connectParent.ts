import { HOST_SOURCE, WIDGET_SOURCE, bridgeMessage } from '../../shared/bridge/bridgeMessage.ts';
import type { BridgeEventMap } from '../../shared/bridge/events.ts';
import { readFrameName } from '../../shared/bridge/frameName.ts';
import { isHttpsUrl } from '../../shared/bridge/isHttpsUrl.ts';
import { readBridgeMessage } from '../../shared/bridge/readBridgeMessage.ts';

export interface ParentOptions {
  /** The host's analytics consent: true grants, false takes it back. */
  onConsent?: ((analytics: boolean) => void) | undefined;
  /** The widget's CSP nonce, for a script the host asks to load. */
  nonce?: string | undefined;
}

export interface ParentBridge {
  post<K extends keyof BridgeEventMap>(name: K, payload: BridgeEventMap[K]): void;
  stop(): void;
}

/** Whether this page runs in a frame: doc 1 §6 "embedded is decided by whether it is framed". */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin top refuses even the comparison
  }
}

/**
 * The framed widget's side of the bridge (iframe mode). The loader named the frame with the
 * instance id and the host's origin; messages go to that origin only, never '*', and where the
 * browser tells the real parent origin (ancestorOrigins) a frame name that lies is refused.
 * The host's 'loadScript' is honoured only from the parent window, on that origin, with this
 * id, and only for an https URL, with the page's CSP nonce (the frame page's policy allows no
 * other origin); its 'consent' (doc 2 §7, Google Analytics in the frame) goes to `onConsent`
 * under the same checks. Null when not framed by the loader.
 */
export function connectParent(
  win: Window = window,
  { onConsent, nonce }: ParentOptions = {},
): ParentBridge | null {
  if (!isFramed(win)) return null;
  const frame = readFrameName(win.name);
  const ancestor = win.location.ancestorOrigins?.[0];
  if (!frame || (ancestor !== undefined && ancestor !== frame.origin)) return null;
  const onMessage = (event: MessageEvent) => {
    const message = readBridgeMessage(event, {
      origin: frame.origin,
      source: win.parent,
      id: frame.id,
      from: HOST_SOURCE,
    });
    if (message?.name === 'consent') {
      if (typeof message.payload.analytics === 'boolean') onConsent?.(message.payload.analytics);
      return;
    }
    if (message?.name !== 'loadScript' || !isHttpsUrl(message.payload.url)) return;
    const script = win.document.createElement('script');
    script.src = message.payload.url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    win.document.head.append(script);
  };
  win.addEventListener('message', onMessage);
  return {
    post(name, payload) {
      win.parent.postMessage(bridgeMessage(WIDGET_SOURCE, frame.id, name, payload), frame.origin);
    },
    stop: () => win.removeEventListener('message', onMessage),
  };
}
