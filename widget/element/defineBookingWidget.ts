import r2wc from '@r2wc/react-to-web-component';
import { AppRoot } from '../app/AppRoot.tsx';

export const ELEMENT_NAME = 'booking-widget';

/**
 * The attributes a venue may set on `<booking-widget>`; r2wc maps each camelCase prop to its
 * kebab-case attribute (apiBase ↔ api-base).
 */
export const ELEMENT_PROPS = {
  system: 'string',
  unit: 'string',
  lang: 'string',
  mode: 'string',
  apiBase: 'string',
  sections: 'string',
  tag: 'string',
  guests: 'string',
  children: 'string',
  date: 'string',
  nonce: 'string',
} as const;

/** Registers `<booking-widget>` once; a second bundle on the same page leaves the first alone. */
export function defineBookingWidget(registry: CustomElementRegistry = customElements): void {
  if (registry.get(ELEMENT_NAME)) return;
  const element = r2wc(AppRoot, { shadow: 'open', props: ELEMENT_PROPS });
  registry.define(ELEMENT_NAME, element);
}
