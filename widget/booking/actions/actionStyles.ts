import { css } from '@emotion/react';
import { token } from '../../ui/tokens.ts';

export const panels = css`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;

export const panel = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  h3 {
    margin: 0;
    font-size: 1.125em;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  @media (max-width: 479px) {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

export const diffList = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${token('--bw-muted')};
  }
  dd {
    margin: 0;
  }
  del {
    color: ${token('--bw-muted')};
  }
`;

export const choiceGrid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

/** The edit modal's times: one group per rule, under its title (as the time step rows them). */
export const timeGroupList = css`
  display: grid;
  gap: 16px;
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

export const timeGroupTitle = css`
  margin: 0 0 8px;
  font-size: 1em;
  font-weight: 600;
`;

export const choiceButton = css`
  min-width: 64px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-checked='true'] {
    background: ${token('--bw-primary')};
    border-color: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
  }
  &:focus-visible {
    outline: 3px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
`;

export const typeList = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
