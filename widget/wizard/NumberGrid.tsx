import { css } from '@emotion/react';
import { token } from '../ui/tokens.ts';

const grid = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const option = css`
  width: 100%;
  min-height: 52px;
  padding: 8px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  font: inherit;
  font-size: 1.125em;
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  &:hover {
    border-color: ${token('--bw-primary')};
  }
  &:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    background: ${token('--bw-primary')};
    border-color: ${token('--bw-primary')};
    color: ${token('--bw-on-primary')};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface NumberOption {
  value: number;
  /** What the button shows, e.g. "9 +". */
  text: string;
  /** What a screen reader says, e.g. "9 or more guests". */
  label: string;
}

interface NumberGridProps {
  label: string;
  options: NumberOption[];
  selected?: number | undefined;
  onSelect(value: number): void;
}

/** The 4-column grid of party-size buttons (doc 1 §2 Guests and Children steps, §9). */
export function NumberGrid({ label, options, selected, onSelect }: NumberGridProps) {
  return (
    <ul css={grid} aria-label={label}>
      {options.map((o) => (
        <li key={o.value}>
          <button
            type="button"
            css={option}
            aria-label={o.label}
            aria-pressed={selected === o.value}
            onClick={() => onSelect(o.value)}
          >
            {o.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
