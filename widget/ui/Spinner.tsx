import { css, keyframes } from '@emotion/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const ring = css`
  display: inline-block;
  vertical-align: middle;
  border-radius: 50%;
  border-style: solid;
  border-color: currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.8s linear infinite;
  /* A frozen ring reads as a hang, so reduced motion slows the turn instead of stopping it. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

interface SpinnerBase {
  /** Diameter in px. @default 24 */
  size?: number;
  className?: string;
}

export type SpinnerProps = SpinnerBase &
  (
    | {
        /** What is being waited for, read by screen readers ("Loading times"). */
        label: string;
        decorative?: false;
      }
    | {
        label?: undefined;
        /** Hidden from assistive technology: something else (a busy button) already says it. */
        decorative: true;
      }
  );

/** A turning ring in the current text colour, with an accessible label. */
export function Spinner({ label, size = 24, decorative = false, className }: SpinnerProps) {
  const visual = (
    <span
      css={ring}
      aria-hidden="true"
      data-spinner=""
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
  if (decorative || label === undefined) return <span className={className}>{visual}</span>;
  return (
    <span role="status" className={className} css={{ display: 'inline-flex' }}>
      {visual}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
