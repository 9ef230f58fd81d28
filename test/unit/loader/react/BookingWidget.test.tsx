// @vitest-environment happy-dom
// Issue 50: `booking-widget/react`'s component (loader/react/BookingWidget.ts) in React 18's DOM.
// A fresh environment of its own: no <booking-widget> is defined here (a file of the widget
// project may have defined the real one), so the element is a plain one whose attributes and
// listeners the test reads, and the events are dispatched as the widget dispatches them
// (bubbling, composed `booking-widget:<name>` CustomEvents).
import { act, createElement, createRef, StrictMode, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BridgeEventMap, BridgeEventName } from '../../../../shared/bridge/events.ts';
import { BookingWidget, type BookingWidgetProps } from '../../../../loader/react/BookingWidget.ts';
import { elementProps, EVENT_NAMES, EVENT_PROPS } from '../../../../loader/react/elementProps.ts';
import type { BookingWidgetElement } from '../../../../loader/types/index.ts';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let container: HTMLElement;

function render(ui: ReactElement) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(ui));
}

const rerender = (ui: ReactElement) => act(() => root!.render(ui));

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

const element = () => container.querySelector('booking-widget')!;

const widget = (props: BookingWidgetProps) => createElement(BookingWidget, props);

function fire<K extends BridgeEventName>(name: K, detail: BridgeEventMap[K]) {
  act(() => {
    element().dispatchEvent(
      new CustomEvent(`booking-widget:${name}`, { detail, bubbles: true, composed: true }),
    );
  });
}

const STEP: BridgeEventMap['step'] = {
  step: 'wizard',
  guests: 2,
  children: 0,
  date: null,
  times: [],
  isWaitList: false,
  bookingId: null,
};

/** The `booking-widget:*` listeners on the element: addEventListener and removeEventListener counted. */
function countListeners() {
  const live = new Map<string, number>();
  const add = vi.spyOn(HTMLElement.prototype, 'addEventListener');
  const remove = vi.spyOn(HTMLElement.prototype, 'removeEventListener');
  const count = () => {
    live.clear();
    for (const [type] of add.mock.calls) live.set(type, (live.get(type) ?? 0) + 1);
    for (const [type] of remove.mock.calls) live.set(type, (live.get(type) ?? 0) - 1);
    return [...live].filter(([type, n]) => type.startsWith('booking-widget:') && n !== 0);
  };
  return { count, restore: () => (add.mockRestore(), remove.mockRestore()) };
}

describe('issue 50: <BookingWidget> renders <booking-widget> with its attributes', () => {
  it('writes each prop as the element’s kebab-case attribute, counts as strings', () => {
    render(
      widget({
        system: 'se_demo',
        unit: '1',
        lang: 'sv',
        mode: 'modal',
        apiBase: 'https://api.example/v1',
        guests: 4,
        guestsChildren: 1,
        date: '2030-05-01',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+46701234567',
        className: 'venue-widget',
        id: 'book',
        // As JSX writes it: <BookingWidget data-venue="x" />.
        ...{ 'data-venue': 'x' },
      }),
    );
    const el = element();
    expect(Object.fromEntries(el.getAttributeNames().map((n) => [n, el.getAttribute(n)]))).toEqual({
      system: 'se_demo',
      unit: '1',
      lang: 'sv',
      mode: 'modal',
      'api-base': 'https://api.example/v1',
      guests: '4',
      'guests-children': '1',
      date: '2030-05-01',
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      email: 'ada@example.com',
      phone: '+46701234567',
      class: 'venue-widget',
      id: 'book',
      'data-venue': 'x',
    });
  });

  it('follows a prop change, and removes the attribute of a prop gone', () => {
    render(widget({ system: 'se_demo', unit: '1', lang: 'en', guests: 2, email: 'a@b.se' }));
    rerender(widget({ system: 'se_demo', unit: '2', lang: 'sv', guests: 3 }));
    const el = element();
    expect(el.getAttribute('unit')).toBe('2');
    expect(el.getAttribute('lang')).toBe('sv');
    expect(el.getAttribute('guests')).toBe('3');
    expect(el.hasAttribute('email')).toBe(false);
    // The same element: a prop change is a live attribute change, not a new widget.
    expect(container.querySelectorAll('booking-widget')).toHaveLength(1);
  });

  it('forwards its ref to the element', () => {
    const ref = createRef<BookingWidgetElement>();
    render(createElement(BookingWidget, { system: 'se_demo', unit: '1', ref }));
    expect(ref.current).toBe(element());
    expect(ref.current?.tagName).toBe('BOOKING-WIDGET');
  });

  it('hands React no event prop for the element', () => {
    // React 18 drops a function attribute, but React 19 would add `onStep` to a custom element
    // as a listener of a `step` event: the component's own listeners are the only ones.
    const props = { system: 'se_demo', unit: '1', onStep: () => undefined, onError: () => {} };
    expect(elementProps(props)).toEqual({ system: 'se_demo', unit: '1' });
    render(widget(props));
    expect(element().getAttributeNames().sort()).toEqual(['system', 'unit']);
  });
});

describe('issue 50: event props', () => {
  it('has one event prop per event of the map, on + the capitalised name', () => {
    expect(EVENT_NAMES.map((name) => EVENT_PROPS[name])).toEqual(
      EVENT_NAMES.map((name) => `on${name[0]!.toUpperCase()}${name.slice(1)}`),
    );
  });

  it('calls onStep and onBookingFinalized with the detail and the event', () => {
    const onStep = vi.fn<NonNullable<BookingWidgetProps['onStep']>>();
    const onBookingFinalized = vi.fn<NonNullable<BookingWidgetProps['onBookingFinalized']>>();
    render(widget({ system: 'se_demo', unit: '1', onStep, onBookingFinalized }));
    fire('step', STEP);
    fire('bookingFinalized', { bookingId: 'b-1', status: 1 });
    fire('loaded', { system: 'se_demo', unitId: '1' });
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep.mock.calls[0]![0]).toEqual(STEP);
    expect(onStep.mock.calls[0]![1].type).toBe('booking-widget:step');
    expect(onBookingFinalized.mock.calls).toEqual([
      [{ bookingId: 'b-1', status: 1 }, expect.any(CustomEvent)],
    ]);
  });

  it.each(EVENT_NAMES)('hands booking-widget:%s to its prop', (name) => {
    const handler = vi.fn();
    render(widget({ system: 'se_demo', unit: '1', [EVENT_PROPS[name]]: handler }));
    const detail = { probe: name } as never;
    fire(name, detail);
    expect(handler).toHaveBeenCalledWith(detail, expect.any(CustomEvent));
  });

  it('calls the latest handler without subscribing again on each render', () => {
    const listeners = countListeners();
    try {
      const first = vi.fn();
      const second = vi.fn();
      render(widget({ system: 'se_demo', unit: '1', onStep: first }));
      const added = vi.mocked(HTMLElement.prototype.addEventListener).mock.calls.length;
      rerender(widget({ system: 'se_demo', unit: '1', onStep: second }));
      rerender(widget({ system: 'se_demo', unit: '1', onStep: (d) => second(d) }));
      expect(vi.mocked(HTMLElement.prototype.addEventListener).mock.calls.length).toBe(added);
      fire('step', STEP);
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
    } finally {
      listeners.restore();
    }
  });

  it('stops calling a prop that is gone, and listens to one that comes', () => {
    const onStep = vi.fn();
    const onLoaded = vi.fn();
    render(widget({ system: 'se_demo', unit: '1', onStep }));
    rerender(widget({ system: 'se_demo', unit: '1', onLoaded }));
    fire('step', STEP);
    fire('loaded', { system: 'se_demo', unitId: '1' });
    expect(onStep).not.toHaveBeenCalled();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('removes every listener on unmount, in StrictMode too', () => {
    const listeners = countListeners();
    try {
      const onStep = vi.fn();
      render(
        createElement(
          StrictMode,
          null,
          widget({ system: 'se_demo', unit: '1', onStep, onBookingFinalized: vi.fn() }),
        ),
      );
      expect(listeners.count()).toEqual([
        ['booking-widget:step', 1],
        ['booking-widget:bookingFinalized', 1],
      ]);
      const el = element();
      act(() => root!.unmount());
      root = undefined;
      expect(listeners.count()).toEqual([]);
      el.dispatchEvent(new CustomEvent('booking-widget:step', { detail: STEP }));
      expect(onStep).not.toHaveBeenCalled();
    } finally {
      listeners.restore();
    }
  });
});
