// The form kit's styles: every feature's form lays its fields out with these.
import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

export const form = css`
  display: grid;
  gap: 16px;
`;

export const nameRow = css`
  display: grid;
  gap: 16px;
  @media (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const field = css`
  display: grid;
  gap: 4px;
  min-width: 0;
  /* Beside a field that shows an error, a field keeps its own height (doc 1 §2 Details). */
  align-content: start;
  label,
  legend {
    font-weight: 600;
  }
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 48px;
    padding: 8px 12px;
    border: 1px solid ${token('--bw-muted')};
    border-radius: ${token('--bw-radius')};
    font: inherit;
    font-size: 1em;
    color: ${token('--bw-text')};
    background: ${token('--bw-surface')};
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${token('--bw-danger')} !important;
  }
`;

// The calling-code picker shows its whole choice ("United Kingdom +44"): on narrow widgets it
// stands above the number, wider ones give it room beside it (issue 36).
export const phoneRow = css`
  display: grid;
  gap: 8px;
  @container bw (min-width: 480px) {
    grid-template-columns: minmax(0, 232px) minmax(0, 1fr);
  }
`;

export const errorText = css`
  color: ${token('--bw-danger')};
  font-size: 0.875em;
  font-weight: 600;
`;

export const hintText = css`
  color: ${token('--bw-muted')};
  font-size: 0.875em;
`;

export const counter = css`
  justify-self: end;
  color: ${token('--bw-muted')};
  font-size: 0.875em;
  font-variant-numeric: tabular-nums;
  &[data-full='true'] {
    color: ${token('--bw-danger')};
    font-weight: 600;
  }
`;

export const choice = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  font-weight: 400 !important;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${token('--bw-primary')};
  }
`;

export const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 4px;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;
