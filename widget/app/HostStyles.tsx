import { Global, css } from '@emotion/react';

// `all: initial` cuts inheritance from the host page (fonts, colours, line height); the widget
// then sets its own base in px/em so a host's `html { font-size }` changes nothing.
const hostStyles = css`
  :host {
    all: initial;
    display: block;
    box-sizing: border-box;
    font-family:
      system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      'Helvetica Neue',
      Arial,
      sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: var(--bw-text, #1d1d1f);
    --bw-primary: #2c5f4f;
    --bw-on-primary: #ffffff;
    --bw-surface: #ffffff;
    --bw-muted: #6b6b70;
    --bw-skeleton: #ececef;
    --bw-radius: 10px;
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

export function HostStyles() {
  return <Global styles={hostStyles} />;
}
