import { css, keyframes } from '@emotion/react';
import { token } from './tokens.ts';

// The look of Dialog, kept apart so the component file reads as behaviour only.

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
`;

// The element is the panel; the page behind is dimmed by its ::backdrop. Margins and sizes
// replace the user agent's `dialog:modal` defaults (border, padding, Canvas colours).
export const dialogStyle = css`
  box-sizing: border-box;
  width: calc(100% - 32px);
  max-height: calc(100% - 32px);
  margin: auto;
  padding: 0;
  border: none;
  overflow: hidden;
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  border-radius: calc(${token('--bw-radius')} * 1.5);
  box-shadow: ${token('--bw-shadow')};
  outline: none;
  animation: ${riseIn} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: ${token('--bw-overlay')};
    animation: ${fadeIn} 160ms ease-out;
  }
  /* A bottom sheet on phones: full width, anchored to the bottom edge. */
  @media (max-width: 479px) {
    width: 100%;
    max-height: calc(100% - 24px);
    margin: auto 0 0;
    border-bottom-left-radius: 0;
    border-bottom-right-radius: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &::backdrop {
      animation: none;
    }
  }
`;

export const header = css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 20px 20px 0 24px;
`;

export const titleStyle = css`
  flex: 1;
  margin: 0;
  padding: 8px 0 12px;
  font-size: 19px;
  font-weight: 650;
  line-height: 1.3;
`;

export const body = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 24px 20px;
  font-size: 16px;
  line-height: 1.5;
  /* Reached by Tab when it scrolls; the ring is drawn inside so the panel edge does not cut it. */
  &:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: -2px;
  }
`;

export const descriptionStyle = css`
  margin: 0 0 12px;
  color: ${token('--bw-muted')};
`;

export const footerStyle = css`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px 20px;
  border-top: 1px solid ${token('--bw-border')};
  @media (max-width: 479px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

export const widths = { sm: 400, md: 480, lg: 560 } as const;

/** The size's maximum width; a phone's bottom sheet always spans the screen. */
export function sizeStyle(size: keyof typeof widths) {
  return css`
    max-width: ${widths[size]}px;
    @media (max-width: 479px) {
      max-width: none;
    }
  `;
}
