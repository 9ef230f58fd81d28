import { css } from '@emotion/react';
import { reducedMotion } from './styles.ts';
import { token } from './tokens.ts';

export interface ProgressBarProps {
  /** Percent done, 0 to 100; values outside are clamped. */
  value: number;
  /** Accessible name ("Booking progress"). */
  label: string;
  /** Spoken instead of the bare percentage ("Step 3 of 5"). */
  valueText?: string;
  className?: string;
}

const track = css`
  position: relative;
  width: 100%;
  height: 6px;
  overflow: hidden;
  border-radius: 3px;
  background: ${token('--bw-surface-muted')};
`;

const fill = css`
  height: 100%;
  border-radius: inherit;
  background: ${token('--bw-primary')};
  transition: width 300ms ease-out;
  ${reducedMotion};
`;

/** The thin wizard progress bar (doc 1 §2: 0, 25, 40, 75, 85, 100 percent). */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const now = Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
  return (
    <div
      css={track}
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={now}
      aria-valuetext={valueText}
    >
      <div css={fill} style={{ width: `${now}%` }} />
    </div>
  );
}
