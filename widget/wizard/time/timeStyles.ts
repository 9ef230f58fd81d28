import { css, keyframes } from '@emotion/react';
import { focusRing } from '../../ui/styles.ts';
import { token } from '../../ui/tokens.ts';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** doc 1 §9: the time grid has 4 columns. */
export const slotGrid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
`;

export const stack = css`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** Sections one under the other, with a hairline between them. */
export const sectionList = css`
  display: flex;
  flex-direction: column;
  & > [data-section] + [data-section] {
    margin-top: 24px;
  }
  & > [data-section]:not([data-disabled]) + [data-section]:not([data-disabled]) {
    padding-top: 24px;
    border-top: 1px solid ${token('--bw-border')};
  }
`;

export const sectionStyle = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const disabledSection = css`
  padding: 12px 16px;
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface-muted')};
  color: ${token('--bw-muted')};
`;

export const sectionTitle = css`
  margin: 0;
  font-size: 1.125em;
  line-height: 1.3;
  font-weight: 650;
`;

export const reasonText = css`
  margin: 4px 0 0;
  font-size: 0.9375em;
`;

export const rowStyle = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const rowTitle = css`
  margin: 0;
  font-size: 1em;
  line-height: 1.35;
  font-weight: 600;
`;

export const comment = css`
  margin: 0;
  color: ${token('--bw-muted')};
  font-size: 0.9375em;
  line-height: 1.45;
  & a {
    color: ${token('--bw-primary')};
  }
`;

// A little more air between hours than between rows of one hour, so the hours read as groups.
export const hourList = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/**
 * A time button: fades in over 0.5 s (doc 1 §9), still under reduced motion. No fill mode, so
 * once faded in the kit's own opacity (a disabled button is dimmed) applies again.
 */
export const slotButton = css`
  flex-direction: column;
  gap: 0;
  min-height: 48px;
  padding: 6px 4px;
  font-variant-numeric: tabular-nums;
  animation: ${fadeIn} 0.5s ease;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const waitListSlot = css`
  background: color-mix(in srgb, ${token('--bw-warning')} 9%, ${token('--bw-surface')});
  color: ${token('--bw-text')};
  border: 1px dashed color-mix(in srgb, ${token('--bw-warning')} 75%, transparent);
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: color-mix(in srgb, ${token('--bw-warning')} 16%, ${token('--bw-surface')});
  }
`;

export const unavailableSlot = css`
  background: ${token('--bw-surface-muted')};
  color: ${token('--bw-muted')};
  border-color: transparent;
  font-weight: 500;
  text-decoration: line-through;
`;

/**
 * The word under a waiting-list time. A tile is 64 px wide at 320 px, narrower than "Jonotuslista"
 * or "Laukiančiųjų": the translations carry a soft hyphen where the word may break (issue 36).
 */
export const waitListBadge = css`
  font-size: 11px;
  font-weight: 600;
  line-height: 1.2;
  color: ${token('--bw-warning')};
`;

/** A toggle in the waiting-list dialog: checked looks filled, like a ticked box. */
export const toggleSlot = css`
  gap: 6px;
  font-variant-numeric: tabular-nums;
  &[aria-pressed='true'] {
    background: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
  }
  &[aria-pressed='true']:hover:not(:disabled):not([aria-disabled='true']) {
    background: color-mix(in srgb, ${token('--bw-primary')} 86%, black);
  }
`;

/** Issue 51: a folded section's heading, a button the width of the step that opens its times. */
export const foldButton = css`
  display: flex;
  width: 100%;
  min-height: 44px;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin: 0 4px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
  ${focusRing};
`;

export const foldRange = css`
  margin-inline-start: auto;
  color: ${token('--bw-muted')};
  font-size: 0.875em;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`;
