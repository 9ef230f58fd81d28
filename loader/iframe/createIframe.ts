import { clampFrameHeight } from '../../shared/bridge/clampFrameHeight.ts';
import { HOST_SOURCE, WIDGET_SOURCE, bridgeMessage } from '../../shared/bridge/bridgeMessage.ts';
import { hostEventType, type HostMessageMap } from '../../shared/bridge/events.ts';
import { frameName } from '../../shared/bridge/frameName.ts';
import { readBridgeMessage } from '../../shared/bridge/readBridgeMessage.ts';
import type { WidgetOptions } from '../api/widgetOptions.ts';
import type { EmbedHandle } from '../handle.ts';
import { widgetUrl } from './widgetPath.ts';

export interface IframeHandle extends EmbedHandle {
  readonly frame: HTMLIFrameElement;
  /** Sends the framed widget a host message, to the widget's origin only. */
  send<K extends keyof HostMessageMap>(name: K, payload: HostMessageMap[K]): void;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);

/**
 * Iframe mode (DESIGN §5): the full-page route in a frame, for hosts without custom elements or
 * shadow DOM, or that ask for it. The frame takes the height the widget reports (no inner
 * scrollbar), scrolls into view on scroll2top, and re-dispatches every widget event as a
 * bubbling `booking-widget:<name>` CustomEvent on the <iframe>. Only messages from the frame's
 * own window, on the widget's origin, with this frame's instance id are heard.
 */
export function createIframe(
  options: WidgetOptions,
  base: string,
  place: (frame: HTMLIFrameElement) => void,
): IframeHandle {
  const id = newId();
  const widgetOrigin = new URL(base).origin;
  const frame = document.createElement('iframe');
  frame.name = frameName(id, location.origin);
  frame.title = options.title || 'Online booking';
  // Never a frame off the widget's origin (issue 31): a crafted route frames nothing.
  frame.src = widgetUrl(options, base) ?? 'about:blank';
  frame.setAttribute('scrolling', 'no');
  frame.allow = 'payment';
  frame.style.cssText = 'display:block;width:100%;min-width:280px;height:640px;border:0';
  let height = 0;

  const onMessage = (event: MessageEvent) => {
    const message = readBridgeMessage(event, {
      origin: widgetOrigin,
      source: frame.contentWindow,
      id,
      from: WIDGET_SOURCE,
    });
    if (!message) return;
    if (message.name === 'height') {
      const next = clampFrameHeight(message.payload.height);
      if (!next || next === height) return;
      height = next;
      frame.style.height = `${next}px`;
    }
    if (message.name === 'scroll2top' && frame.getBoundingClientRect().top < 0) {
      frame.scrollIntoView({ block: 'start' });
    }
    frame.dispatchEvent(
      new CustomEvent(hostEventType(message.name), {
        detail: message.payload,
        bubbles: true,
        composed: true,
      }),
    );
  };
  window.addEventListener('message', onMessage);
  const open = () => {
    if (!frame.isConnected) place(frame);
  };
  const close = () => frame.remove();
  open();
  return {
    frame,
    open,
    close,
    unmount() {
      close();
      window.removeEventListener('message', onMessage);
    },
    send(name, payload) {
      frame.contentWindow?.postMessage(bridgeMessage(HOST_SOURCE, id, name, payload), widgetOrigin);
    },
  };
}
