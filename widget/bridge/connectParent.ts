import { HOST_SOURCE } from '../../shared/bridge/bridgeMessage.ts';
import { hostFrame } from '../../shared/bridge/hostFrame.ts';
import { isHttpsUrl } from '../../shared/bridge/isHttpsUrl.ts';
import { readBridgeMessage } from '../../shared/bridge/readBridgeMessage.ts';

export interface ParentOptions {
  /** The host's analytics consent: true grants, false takes it back. */
  onConsent?: ((analytics: boolean) => void) | undefined;
  /** The widget's CSP nonce, for a script the host asks to load. */
  nonce?: string | undefined;
}

export interface ParentBridge {
  stop(): void;
}

/**
 * The framed widget's ear for its host (iframe mode; what it tells the host goes by tellHost).
 * The loader named the frame with the instance id and the host's origin; where the browser tells
 * the real parent origin (ancestorOrigins) a frame name that lies is refused.
 * The host's 'loadScript' is honoured only from the parent window, on that origin, with this
 * id, and only for an https URL, with the page's CSP nonce (the frame page's policy allows no
 * other origin); its 'consent' (doc 2 §7, Google Analytics in the frame) goes to `onConsent`
 * under the same checks. Null when not framed by the loader.
 */
export function connectParent(
  win: Window = window,
  { onConsent, nonce }: ParentOptions = {},
): ParentBridge | null {
  const frame = hostFrame(win);
  if (!frame) return null;
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
  return { stop: () => win.removeEventListener('message', onMessage) };
}
