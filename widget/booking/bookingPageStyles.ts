import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

export const page = css`
  display: grid;
  gap: 16px;
  margin-top: 16px;
  h2 {
    margin: 0;
    font-size: 1.375em;
    line-height: 1.25;
    /* Focused by script when the page is reached (a heading, not a control: no ring). */
    &:focus {
      outline: none;
    }
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.0625em;
  }
  p {
    margin: 0;
  }
`;

export const card = css`
  padding: 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  /* The venue's phone and e-mail in its colour, as the venue's texts' links, not the browser's blue. */
  a {
    color: ${token('--bw-primary')};
  }
`;

export const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

export const muted = css`
  color: ${token('--bw-muted')};
`;

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
