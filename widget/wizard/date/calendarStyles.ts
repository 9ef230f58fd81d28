import { css } from '@emotion/react';
import { focusRing, reducedMotion } from '../../ui/styles.ts';
import { token } from '../../ui/tokens.ts';

/*
 * Shared by the calendar, its skeleton and its legend, so the skeleton has exactly the
 * calendar's size and the legend's marks look like the cells' marks.
 */

/** Yellow reads as "waiting list" in the spec; the amber rim keeps it visible on white. */
const WAIT_LIST_DOT = 'var(--bw-wait-list, #f2b705)';

export const CELL_HEIGHT = 48;

export const grid = css`
  display: grid;
  gap: 4px;
`;

export const row = css`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
`;

export const weekday = css`
  padding: 4px 0 8px;
  color: ${token('--bw-muted')};
  font-size: 0.8125em;
  font-weight: 600;
  text-align: center;
  text-transform: capitalize;
  abbr {
    text-decoration: none;
  }
`;

export const cell = css`
  display: flex;
  min-width: 0;
`;

export const dayButton = css`
  position: relative;
  flex: 1;
  min-width: 0;
  height: ${CELL_HEIGHT}px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${token('--bw-radius')};
  background: transparent;
  color: ${token('--bw-text')};
  font: inherit;
  font-size: 1em;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color 150ms ease,
    color 150ms ease,
    box-shadow 150ms ease;
  &:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, ${token('--bw-primary')} 10%, ${token('--bw-surface')});
  }
  &[aria-disabled='true'] {
    cursor: default;
    color: ${token('--bw-muted')};
  }
  &[data-status='closed'] {
    text-decoration: line-through;
  }
  &[data-status='outside'] {
    opacity: 0.55;
  }
  &[aria-current='date'] {
    box-shadow: inset 0 0 0 1.5px ${token('--bw-text')};
    font-weight: 700;
  }
  &[data-selected],
  &[data-selected]:hover {
    background: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
    font-weight: 700;
    box-shadow: none;
  }
  ${focusRing};
  ${reducedMotion};
`;

export const dot = css`
  display: inline-block;
  width: 7px;
  height: 7px;
  border-radius: 50%;
  flex: none;
  &[data-mark='waitList'] {
    background: ${WAIT_LIST_DOT};
    box-shadow: inset 0 0 0 1px ${token('--bw-warning')};
  }
  &[data-mark='fullyBooked'] {
    background: ${token('--bw-danger')};
  }
`;

/** Places a dot under the day number; on the selected day a ring keeps it visible. */
export const cellDot = css`
  position: absolute;
  left: 50%;
  bottom: 6px;
  transform: translateX(-50%);
  [data-selected] > & {
    box-shadow: 0 0 0 1.5px ${token('--bw-on-primary')};
  }
`;
