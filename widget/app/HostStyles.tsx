import { Global, css } from '@emotion/react';
import { tokenDefaults } from '../ui/tokens.ts';

const tokenDeclarations = Object.entries(tokenDefaults)
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

// `all: initial` cuts inheritance from the host page (fonts, colours, line height); the widget
// then sets its own base in px/em so a host's `html { font-size }` changes nothing. The tokens
// are declared on :host, where a host page's `booking-widget { --bw-… }` rule overrides them.
export const hostCss = `
  :host {
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: var(--bw-text);
    -webkit-font-smoothing: antialiased;
    ${tokenDeclarations}
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

const hostStyles = css(hostCss);

export function HostStyles() {
  return <Global styles={hostStyles} />;
}
