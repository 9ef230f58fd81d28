/**
 * The attributes a venue may set on `<booking-widget>` (or as `data-*` on the loader's script
 * tag), declared once for the element, its config and the loader. r2wc maps each camelCase
 * prop to its kebab-case attribute (apiBase ↔ api-base).
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
  /** gtag.js's address for a venue with a gaTrackingId (doc 2 §7); a stub in the demo and tests. */
  gtagSrc: 'string',
  /** A start route, set by the loader on the way back from the payment terminal. */
  route: 'string',
} as const;

export const ELEMENT_NAME = 'booking-widget';

export type ElementPropName = keyof typeof ELEMENT_PROPS;

/** The props as the React root receives them: every attribute is an optional string. */
export type ElementProps = { [K in ElementPropName]?: string };

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The attribute names, kebab-case. */
export const ELEMENT_ATTRIBUTES = (Object.keys(ELEMENT_PROPS) as ElementPropName[]).map(
  toAttribute,
);
