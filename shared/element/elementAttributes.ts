/**
 * The attributes a venue may set on `<booking-widget>` (or as `data-*` on the loader's script
 * tag), declared once for the element, its config, the loader, the published types and
 * `custom-elements.json` (issue 33: each member's doc comment is its description there). r2wc
 * maps each camelCase prop to its kebab-case attribute (apiBase ↔ api-base).
 */
export const ELEMENT_PROPS = {
  /** The venue's booking system id, e.g. `se_demo`. Required. */
  system: 'string',
  /** The venue's unit (restaurant or activity venue) id within the system, e.g. `1`. Required. */
  unit: 'string',
  /** The widget's language (`en`, `sv`, `nl-BE`, ...); by default the guest's browser language. */
  lang: 'string',
  /** `inline` (the default: where the element stands), `modal` (with a close button) or `page` (the full page). */
  mode: 'string',
  /** The booking API's base address, when it is not the widget's own origin. */
  apiBase: 'string',
  /** Comma-separated section ids: only these sections of the venue are offered. */
  sections: 'string',
  /** A tag the booking carries (a campaign, the page it was made on). */
  tag: 'string',
  /** Prefilled number of guests: the wizard starts after the guests step. */
  guests: 'string',
  /**
   * Prefilled number of children among the guests. The attribute only: its property is
   * `guestsChildren` (`el.children` is the DOM's list of child elements).
   */
  children: 'string',
  /**
   * Prefilled number of children among the guests, as `children`; the spelling for frameworks
   * (React keeps `children` for content). Wins over `children` when both are set.
   */
  guestsChildren: 'string',
  /** Prefilled date, `YYYY-MM-DD`: the wizard opens on it. */
  date: 'string',
  /**
   * The guest's first name, for a venue whose guest is signed in on its own site: the details
   * step starts with it, checked like typed input. Never over what the guest typed.
   */
  firstName: 'string',
  /** The guest's last name, prefilled as `first-name`. */
  lastName: 'string',
  /** The guest's e-mail address, prefilled as `first-name`. */
  email: 'string',
  /** The guest's mobile number, international (`+46701234567`) or national; prefilled as `first-name`. */
  phone: 'string',
  /** The CSP nonce for the widget's `<style>` tags (the loader's own nonce by default). */
  nonce: 'string',
  /** gtag.js's address for a venue with a gaTrackingId (doc 2 §7); a stub in the demo and tests. */
  gtagSrc: 'string',
  /** A start route, set by the loader on the way back from the payment terminal. */
  route: 'string',
} as const;

export const ELEMENT_NAME = 'booking-widget';

/** The element's modes (DESIGN §5); any other `mode` is `inline`. */
export const ELEMENT_MODES = ['inline', 'modal', 'page'] as const;

export type ElementMode = (typeof ELEMENT_MODES)[number];

export type ElementPropName = keyof typeof ELEMENT_PROPS;

/** The props as the React root receives them: every attribute is an optional string. */
export type ElementProps = { [K in ElementPropName]?: string };

const toAttribute = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const attributeNames = () => (Object.keys(ELEMENT_PROPS) as ElementPropName[]).map(toAttribute);

/**
 * The attribute names, kebab-case. Marked pure: a bundle that only needs ELEMENT_NAME (the first
 * paint) leaves the list and the props out.
 */
export const ELEMENT_ATTRIBUTES = /* @__PURE__ */ attributeNames();
