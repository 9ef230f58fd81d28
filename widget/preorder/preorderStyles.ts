import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

export const stepRoot = css`
  display: grid;
  gap: 20px;
`;

export const hintStyle = css`
  margin: 0 0 12px;
  color: ${token('--bw-muted')};
  font-size: 15px;
  line-height: 1.45;
`;

export const itemList = css`
  display: grid;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

export const itemRow = css`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 0;
  border-bottom: 1px solid ${token('--bw-border')};
  &:last-of-type {
    border-bottom: 0;
  }
`;

export const itemText = css`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const itemName = css`
  font-weight: 600;
`;

export const itemDetail = css`
  color: ${token('--bw-muted')};
  font-size: 14px;
  line-height: 1.4;
`;

export const outOfStockStyle = css`
  color: ${token('--bw-danger')};
  font-size: 14px;
  font-weight: 600;
`;

export const stepper = css`
  display: flex;
  flex: none;
  gap: 4px;
  align-items: center;
  button[aria-disabled='true'] {
    opacity: 0.4;
  }
`;

export const quantityStyle = css`
  min-width: 2ch;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  text-align: center;
`;

export const tabBadge = css`
  display: inline-block;
  min-width: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${token('--bw-surface-muted')};
  color: ${token('--bw-text')};
  font-size: 13px;
  line-height: 20px;
  text-align: center;
`;

export const tabInvalid = css`
  margin-left: 6px;
  color: ${token('--bw-danger')};
  font-weight: 700;
`;
