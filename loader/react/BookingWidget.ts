// `booking-widget/react` (issue 50): <booking-widget> as a React component, in the way of Lit's
// `createComponent` and `@calcom/embed-react`. Built into dist/react.js with `react` external
// (scripts/build/react.mjs): the package's optional peer dependency, never bundled. loader.js
// still comes from a script tag: this only renders the element, keeps its attributes in step
// with the props and hands its `booking-widget:<name>` events to the `on<Name>` props.
import {
  createElement,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ForwardedRef,
  type ForwardRefExoticComponent,
  type HTMLAttributes,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { hostEventType, type BridgeEventName } from '../../shared/bridge/events.ts';
import type { ElementPropName } from '../../shared/element/elementAttributes.ts';
import type { BookingWidgetAttributeProps, BookingWidgetElement } from '../types/index.ts';
import {
  elementProps,
  EVENT_NAMES,
  EVENT_PROPS,
  type BookingWidgetEventProps,
} from './elementProps.ts';

export type { BookingWidgetEventProps } from './elementProps.ts';

/**
 * The component's props: the element's attributes camelCase (`system`, `unit`, `lang`, `mode`,
 * `apiBase`, `guests`, `guestsChildren`, `date`, `firstName`, `lastName`, `email`, `phone`, ...),
 * one event prop per event (`onStep`, `onBookingFinalized`, ...), and the HTML attributes React
 * takes on any element (`id`, `className`, `style`, `aria-*`, `data-*`).
 */
export type BookingWidgetProps = Omit<
  BookingWidgetAttributeProps,
  'system' | 'unit' | 'children'
> & {
  /** The venue's booking system id, e.g. `se_demo`. */
  system: string;
  /** The venue's unit id within the system, e.g. `1`. */
  unit: string;
  /** Light-DOM content of the element (the children prefill is `guestsChildren`). */
  children?: ReactNode;
} & BookingWidgetEventProps &
  Omit<HTMLAttributes<BookingWidgetElement>, ElementPropName | keyof BookingWidgetEventProps>;

type Handler = (detail: unknown, event: Event) => void;

// useLayoutEffect warns when React renders on a server; there is no element to follow there.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function BookingWidgetRender(props: BookingWidgetProps, ref: ForwardedRef<BookingWidgetElement>) {
  const element = useRef<BookingWidgetElement>(null);
  useImperativeHandle(ref, () => element.current as BookingWidgetElement, []);
  // The latest props, read when an event comes: a new handler each render subscribes nothing.
  const latest = useRef(props);
  useBrowserLayoutEffect(() => {
    latest.current = props;
  });
  const heard = EVENT_NAMES.filter((name) => typeof props[EVENT_PROPS[name]] === 'function');
  const listened = heard.join(' ');
  useEffect(() => {
    const target = element.current;
    if (!target || !listened) return;
    const listeners = (listened.split(' ') as BridgeEventName[]).map((name) => {
      const prop = EVENT_PROPS[name];
      const listener = (event: Event) =>
        (latest.current[prop] as Handler | undefined)?.((event as CustomEvent).detail, event);
      const type = hostEventType(name);
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [listened]);
  // createElement is JSX without the syntax (the repository's JSX is Emotion's); it reads no ref.
  // eslint-disable-next-line react-hooks/refs
  return createElement('booking-widget', { ...elementProps(props), ref: element });
}

/**
 * `<BookingWidget system="se_demo" unit="1" guests={2} onStep={(step) => ...} />`: renders
 * `<booking-widget>` with the props as its attributes, forwards a ref to the element, and calls
 * each `on<Event>` prop with the event's detail. Load `loader.js` with a script tag as for any
 * embed; this component does not fetch it.
 */
export const BookingWidget: ForwardRefExoticComponent<
  BookingWidgetProps & RefAttributes<BookingWidgetElement>
> = forwardRef(BookingWidgetRender);
BookingWidget.displayName = 'BookingWidget';
