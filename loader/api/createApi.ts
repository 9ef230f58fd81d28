import { hostEventType, type BridgeEventMap } from '../../shared/bridge/events.ts';
import type { ElementPropName } from '../../shared/element/elementAttributes.ts';
import type { EmbedHandle } from '../handle.ts';

/** A listener of `BookingWidget.on(name, fn)`: the event's payload, then the DOM event. */
export type BookingWidgetListener<K extends keyof BridgeEventMap> = (
  payload: BridgeEventMap[K],
  event: Event,
) => void;

/**
 * What `BookingWidget.open` takes: the element's attributes by their property names (`system`,
 * `unit`, `guests`, `guestsChildren`, `date`, `lang`, `apiBase`, ...) and `title`, the modal's
 * accessible name. Missing ones come from the loader tag's `data-*`.
 */
export type OpenOptions = { [K in ElementPropName | 'title']?: string };

/**
 * The call form, `BookingWidget('on', 'step', fn)`: what the queue stub accepts before the
 * loader arrives (it queues the call; the loader replays it).
 */
export interface BookingWidgetCall {
  /** Opens a widget in a modal (the stub returns nothing until the loader has replaced it). */
  (
    method: 'open',
    options?: OpenOptions | Element,
    opener?: Element | null,
  ): Promise<EmbedHandle> | void;
  /** Closes the modal opened last. */
  (method: 'close'): void;
  /** Hears, or stops hearing, an event of every widget on the page. */
  <K extends keyof BridgeEventMap>(
    method: 'on' | 'off',
    name: K,
    listener: BookingWidgetListener<K>,
  ): void;
}

/** `window.BookingWidget`: callable as the queue stub's `BookingWidget('open', {...})`. */
export interface BookingWidgetApi extends BookingWidgetCall {
  /** Opens a widget in a modal; options default to the loader tag's `data-*`. */
  open(options?: OpenOptions | Element, opener?: Element | null): Promise<EmbedHandle>;
  /** Closes the modal opened last. */
  close(): void;
  /** Hears an event of every widget on the page (inline, modal and iframe alike). */
  on<K extends keyof BridgeEventMap>(name: K, listener: BookingWidgetListener<K>): void;
  off<K extends keyof BridgeEventMap>(name: K, listener: BookingWidgetListener<K>): void;
  /** Set on the real API, never on the stub. */
  loaded: true;
}

/**
 * The host API, like the best embed snippets: method calls by name (the queue stub's form) or
 * as methods. `open` and `close` are handed in (they load the modal code on first use).
 */
export function createApi(open: BookingWidgetApi['open'], close: () => void): BookingWidgetApi {
  const subscribed: [string, unknown, EventListener][] = [];
  const api = ((method: string, ...args: unknown[]): unknown => {
    const fn = (api as unknown as Record<string, unknown>)[method];
    if (typeof fn === 'function' && method !== 'loaded') return fn(...args);
    console.error(`BookingWidget: unknown method '${method}'`);
  }) as unknown as BookingWidgetApi;
  api.open = open;
  api.close = close;
  api.on = (name, listener) => {
    const wrapped = (event: Event) =>
      listener(((event as CustomEvent).detail ?? {}) as BridgeEventMap[typeof name], event);
    subscribed.push([name, listener, wrapped]);
    document.addEventListener(hostEventType(name), wrapped);
  };
  api.off = (name, listener) => {
    const at = subscribed.findIndex(([n, l]) => n === name && l === listener);
    if (at < 0) return;
    document.removeEventListener(hostEventType(name), subscribed[at]![2]);
    subscribed.splice(at, 1);
  };
  api.loaded = true;
  return api;
}
