import r2wc from '@r2wc/react-to-web-component';
import { startTransition, type ComponentType } from 'react';
import { yieldToHost } from '../platform/yieldToHost.ts';

// r2wc keeps an element's props and its render hook under these registered symbols. They are
// not public API: this file is the only place that reads them, and r2wcInternals.test fails
// loudly if an r2wc upgrade renames them.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
/** r2wc's React root once mounted: with it, a render is an update. */
const MOUNTED = Symbol.for('r2wc.context');
/** A first mount asked for and not yet run. */
const MOUNTING = Symbol('mounting');

/** The lifecycle of an r2wc element class, as a subclass may override it. */
export interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

type Internals = { [PROPS]?: Record<string, unknown>; [RENDER]?: () => void };

function internals(element: HTMLElement): Required<Internals> {
  const held = element as unknown as Internals;
  const props = held[PROPS];
  const render = held[RENDER];
  if (typeof props !== 'object' || props === null || typeof render !== 'function') {
    throw new Error(
      // Short: the bytes are budgeted (issue 50); the file named says what to update.
      'booking-widget: no r2wc.props / r2wc.render, see widget/element/r2wcInternals.ts',
    );
  }
  return { [PROPS]: props, [RENDER]: render.bind(element) };
}

/**
 * An r2wc element class rendering `component` into an open shadow root. Its first render is a
 * transition (issue 50): React 18 renders a transition in slices of about 5 ms and yields to the
 * host page between them, where a default render of the first step was one task of 100 to
 * 450 ms on a throttled phone. The loader's first paint shows the step meanwhile.
 */
export function r2wcElementClass<P extends object>(
  component: ComponentType<P>,
  props: Record<string, 'string'>,
): new () => R2wcElement {
  const Base = r2wc(component, { shadow: 'open', props }) as unknown as new () => R2wcElement;
  // Patched on r2wc's own class, not in a subclass: its prop accessors stay on the prototype
  // defineBookingWidget prunes (a subclass hid them there, and `el.children` became the prop).
  const connect = Base.prototype.connectedCallback;
  Base.prototype.connectedCallback = function (this: R2wcElement) {
    startTransition(() => connect.call(this));
  };
  // The first mount (React's root with its listeners, r2wc's first render) runs in a task after
  // the one that defined or connected the element, which also built the element's instance: two
  // shorter tasks on the host's main thread (issue 50). r2wc's render mounts only if the element
  // is still connected by then; later renders (updates) run at once.
  const prototype = Base.prototype as unknown as Record<symbol, unknown>;
  const render = prototype[RENDER] as (this: HTMLElement) => void;
  prototype[RENDER] = function (this: Record<symbol, unknown> & HTMLElement) {
    if (this[MOUNTED]) return render.call(this);
    this[MOUNTING] ??= yieldToHost().then(() => {
      delete this[MOUNTING];
      startTransition(() => render.call(this));
    });
  };
  return Base;
}

/** The props object r2wc hands to the React component; changes show on the next render. */
export function elementProps(element: HTMLElement): Record<string, unknown> {
  return internals(element)[PROPS];
}

/**
 * Renders the component with the current props (mounting it if the element is live), as a
 * transition: an element upgraded in the document mounts from here, before it connects.
 */
export function renderElement(element: HTMLElement): void {
  const render = internals(element)[RENDER];
  startTransition(render);
}
