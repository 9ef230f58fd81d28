// What the React component (BookingWidget.ts) hands React for <booking-widget>: each widget
// attribute under its kebab-case name as a string (React 18 and 19 both write a name that is no
// property of the element as an attribute), `className` as `class` (React 18 would write a
// `classname` attribute on a custom element), the event props left out (the component listens
// itself), anything else (id, style, aria-*, data-*, children) as it came.
import type { BridgeEventMap, BridgeEventName } from '../../shared/bridge/events.ts';
import { ELEMENT_PROPS, type ElementPropName } from '../../shared/element/elementAttributes.ts';

/** `step` → `onStep`: the event prop of each `booking-widget:<name>` event. */
export type EventPropName<K extends BridgeEventName> = `on${Capitalize<K>}`;

/**
 * The event props, one per event of `BookingWidgetEventPayloads`: each receives the event's
 * detail (typed) and the event itself.
 */
export type BookingWidgetEventProps = {
  [K in BridgeEventName as EventPropName<K>]?: (
    detail: BridgeEventMap[K],
    event: CustomEvent<BridgeEventMap[K]>,
  ) => void;
};

/** Every event and its prop: a record, so that a new event in BridgeEventMap must be listed. */
export const EVENT_PROPS: { [K in BridgeEventName]: EventPropName<K> } = {
  loaded: 'onLoaded',
  step: 'onStep',
  height: 'onHeight',
  scroll2top: 'onScroll2top',
  close: 'onClose',
  bookingCreated: 'onBookingCreated',
  bookingFinalized: 'onBookingFinalized',
  bookingCancelled: 'onBookingCancelled',
  analytics: 'onAnalytics',
  error: 'onError',
};

export const EVENT_NAMES = Object.keys(EVENT_PROPS) as BridgeEventName[];

const eventProps = new Set<string>(Object.values(EVENT_PROPS));

const attributeOf = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const isWidgetAttribute = (key: string): key is ElementPropName =>
  // `children` is React's (content): the children prefill is `guestsChildren`.
  key !== 'children' && Object.prototype.hasOwnProperty.call(ELEMENT_PROPS, key);

/** The props React renders on <booking-widget>, from the component's. */
export function elementProps(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (eventProps.has(key)) continue;
    if (isWidgetAttribute(key)) {
      if (value != null) out[attributeOf(key)] = String(value);
    } else if (key === 'className') {
      if (value != null) out.class = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}
