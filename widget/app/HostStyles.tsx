import { Global, css } from '@emotion/react';
import { tokenDefaults } from '../ui/tokens.ts';

const tokenDeclarations = Object.entries(tokenDefaults)
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

/**
 * Every inherited property that changes how the widget's text and boxes come out, with the
 * widget's own value. Inherited properties are the only way a host page reaches inside the
 * shadow root: its selectors (even `*`) stop at the <booking-widget> element, but what that
 * element inherits or is given would pass on to every element inside.
 */
const INHERITED_BASE: Readonly<Record<string, string>> = {
  font: `400 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
  'font-kerning': 'auto',
  'font-size-adjust': 'none',
  'font-feature-settings': 'normal',
  'font-variation-settings': 'normal',
  'font-optical-sizing': 'auto',
  'font-synthesis': 'weight style small-caps',
  'font-palette': 'normal',
  'font-variant-emoji': 'normal',
  color: 'var(--bw-text)',
  'caret-color': 'auto',
  'accent-color': 'auto',
  'color-scheme': 'light',
  'letter-spacing': 'normal',
  'word-spacing': 'normal',
  'text-transform': 'none',
  'text-align': 'start',
  'text-align-last': 'auto',
  'text-indent': '0',
  'text-shadow': 'none',
  'text-rendering': 'auto',
  'text-underline-position': 'auto',
  'text-underline-offset': 'auto',
  'text-decoration-skip-ink': 'auto',
  'text-emphasis': 'none',
  'text-orientation': 'mixed',
  'text-wrap': 'wrap',
  'white-space-collapse': 'collapse',
  'word-break': 'normal',
  'overflow-wrap': 'normal',
  'line-break': 'auto',
  hyphens: 'manual',
  'hyphenate-character': 'auto',
  'tab-size': '8',
  '-webkit-text-stroke': '0 currentcolor',
  '-webkit-text-fill-color': 'currentcolor',
  '-webkit-font-smoothing': 'antialiased',
  '-webkit-text-size-adjust': '100%',
  '-webkit-tap-highlight-color': 'transparent',
  direction: 'ltr',
  'writing-mode': 'horizontal-tb',
  cursor: 'auto',
  'list-style': 'disc outside none',
  quotes: 'auto',
  'border-collapse': 'separate',
  'border-spacing': '0',
  'caption-side': 'top',
  'empty-cells': 'show',
  'image-rendering': 'auto',
  'paint-order': 'normal',
  'print-color-adjust': 'economy',
  'forced-color-adjust': 'auto',
  'ruby-position': 'over',
  'math-depth': '0',
  'math-style': 'normal',
  // Not inherited, but a decoration on the element itself would be drawn through all its text.
  'text-decoration': 'none',
};

const inheritedDeclarations = Object.entries(INHERITED_BASE)
  .map(([name, value]) => `${name}: ${value} !important;`)
  .join('\n');

// The element's own box (display, width, margin, position, visibility) stays the host's to set:
// `all: initial` is only the default. The inherited base is `!important`: in the cascade an
// important declaration of the shadow root outranks an important one of the page, so neither a
// `* { … !important }` rule nor `booking-widget { all: unset !important }` reaches inside. The
// tokens are custom properties on :host, where a host page's `booking-widget { --bw-… }` rule
// overrides them on purpose. Inside, every element sizes its border box, whatever it inherits.
export const hostCss = `
  :host {
    all: initial;
    display: block;
    box-sizing: border-box;
    ${inheritedDeclarations}
    ${tokenDeclarations}
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const hostStyles = css(hostCss);

export function HostStyles() {
  return <Global styles={hostStyles} />;
}
