import { css } from '@emotion/react';
import { token } from './tokens.ts';

/**
 * The keyboard focus ring shared by every interactive part. Only `:focus-visible`, so a mouse
 * click does not leave a ring behind; the 2px offset keeps it visible on filled buttons.
 */
export const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
`;

/** Turns off transitions and animations for guests who asked the system for less motion. */
export const reducedMotion = css`
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    animation: none;
  }
`;

/** A list of facts, label beside value (the booking's facts, its payment, the venue's contact). */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 0;
  dt {
    color: ${token('--bw-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
