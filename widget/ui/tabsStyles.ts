import { css } from '@emotion/react';
import { focusRing, reducedMotion } from './styles.ts';
import { token } from './tokens.ts';

// min-width 0 lets the list shrink and scroll inside flex or grid parents instead of
// stretching them to the width of all its tabs.
export const root = css`
  min-width: 0;
`;

export const bar = css`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${token('--bw-border')};
`;

export const list = css`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const tab = css`
  flex: none;
  min-height: 44px;
  margin: 0;
  padding: 10px 16px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${token('--bw-muted')};
  font: inherit;
  font-size: 15px;
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color 150ms ease,
    border-color 150ms ease;
  &:hover {
    color: ${token('--bw-text')};
  }
  &[aria-selected='true'] {
    color: ${token('--bw-text')};
    font-weight: 600;
    border-bottom-color: ${token('--bw-primary')};
  }
  ${focusRing};
  &:focus-visible {
    outline-offset: -2px;
  }
  ${reducedMotion};
`;

export const arrow = css`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  cursor: pointer;
  transition: opacity 150ms ease;
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
  ${reducedMotion};
`;

export const panelStyle = css`
  padding-top: 16px;
  ${focusRing};
`;
