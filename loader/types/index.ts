// The published types' entry (issue 33): `tsc` emits them, with these doc comments, from this
// file and what it imports (scripts/publicTypes.mjs), so they follow the attribute list
// (shared/element/elementAttributes.ts) and the event map (shared/bridge/events.ts). Types only:
// no bundle imports this file.
import type { BridgeEventMap, BridgeEventName } from '../../shared/bridge/events.ts';
import type { ElementMode, ElementPropName } from '../../shared/element/elementAttributes.ts';
import type { BookingWidgetApi } from '../api/createApi.ts';

export type {
  AnalyticsPayload,
  BridgeEventMap as BookingWidgetEventPayloads,
  BridgeEventName as BookingWidgetEventName,
  StepPayload,
} from '../../shared/bridge/events.ts';
export type { ElementMode as BookingWidgetMode } from '../../shared/element/elementAttributes.ts';
export type {
  BookingWidgetApi,
  BookingWidgetCall,
  BookingWidgetListener,
  OpenOptions as BookingWidgetOpenOptions,
} from '../api/createApi.ts';
export type { EmbedHandle } from '../handle.ts';

/** `apiBase` → `api-base`, as r2wc names an attribute after its prop. */
type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : S;

/** The attributes whose values are not free text; counts as a framework may pass them. */
interface AttributeValues {
  mode: ElementMode;
  guests: number | `${number}`;
  children: number | `${number}`;
  guestsChildren: number | `${number}`;
}

type ValueOf<K extends ElementPropName> = K extends keyof AttributeValues
  ? AttributeValues[K]
  : string;

/** The element's attributes, kebab-case, typed: `<booking-widget system="se_demo" unit="1">`. */
export type BookingWidgetAttributes = {
  [K in ElementPropName as Kebab<K>]?: ValueOf<K>;
};

/**
 * The same attributes camelCase, as the React component (`booking-widget/react`) takes them as
 * props: `apiBase` for `api-base`, `firstName` for `first-name`.
 */
export type BookingWidgetAttributeProps = {
  [K in ElementPropName]?: ValueOf<K>;
};

/**
 * The props whose names the DOM already uses (`children`, `lang`, `nonce`) keep the DOM's
 * property: only their attributes are the widget's (widget/element/defineBookingWidget.ts).
 */
type OwnProperty = Exclude<ElementPropName, keyof HTMLElement>;

/** Each attribute's property: setting one sets the attribute. */
export type BookingWidgetProperties = { [K in OwnProperty]: string | undefined };

/** The element's events: `booking-widget:<name>` CustomEvents, bubbling and composed. */
export type BookingWidgetElementEventMap = {
  [K in BridgeEventName as `booking-widget:${K}`]: CustomEvent<BridgeEventMap[K]>;
} & HTMLElementEventMap;

/** `<booking-widget>` as `document.querySelector('booking-widget')` returns it. */
export interface BookingWidgetElement extends HTMLElement, BookingWidgetProperties {
  addEventListener<K extends keyof BookingWidgetElementEventMap>(
    type: K,
    listener: (this: BookingWidgetElement, event: BookingWidgetElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof BookingWidgetElementEventMap>(
    type: K,
    listener: (this: BookingWidgetElement, event: BookingWidgetElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'booking-widget': BookingWidgetElement;
  }
  /**
   * The host API: the queue stub's call form until loader.js has run, then also its methods
   * (`BookingWidget.loaded` is true from then on).
   */
  var BookingWidget: BookingWidgetApi;
}
