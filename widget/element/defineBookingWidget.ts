import r2wc from '@r2wc/react-to-web-component';
import { AppRoot } from '../app/AppRoot.tsx';
import { ELEMENT_PROPS } from './elementProps.ts';

export { ELEMENT_PROPS };

export const ELEMENT_NAME = 'booking-widget';

// r2wc keeps its props and render hook under these registered symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

const toProp = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
};

/** Registers `<booking-widget>` once; a second bundle on the same page leaves the first alone. */
export function defineBookingWidget(registry: CustomElementRegistry = customElements): void {
  if (registry.get(ELEMENT_NAME)) return;
  const Base = r2wc(AppRoot, { shadow: 'open', props: ELEMENT_PROPS }) as unknown as {
    new (): R2wcElement;
  };
  class BookingWidgetElement extends Base {
    // r2wc ignores a removed attribute and keeps the old value; removal must clear the prop.
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value !== null) return super.attributeChangedCallback(name, old, value);
      delete this[PROPS][toProp(name)];
      this[RENDER]();
    }
  }
  registry.define(ELEMENT_NAME, BookingWidgetElement);
}
