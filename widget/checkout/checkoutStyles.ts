import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

export const stack = css`
  display: grid;
  gap: 20px;
`;

export const privacy = css`
  margin: 0;
  color: ${token('--bw-muted')};
  font-size: 0.875em;
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${token('--bw-primary')};
    text-decoration: underline;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
`;

export const summaryBox = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface-muted')};
  h3 {
    margin: 0;
    font-size: 1em;
  }
  p {
    margin: 0;
  }
  dd {
    font-weight: 600;
  }
`;
