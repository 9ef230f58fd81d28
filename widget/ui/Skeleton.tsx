import { css, keyframes } from '@emotion/react';
import type { CSSProperties } from 'react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const base = css`
  display: block;
  border-radius: var(--bw-radius);
  background: var(--bw-skeleton);
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

interface SkeletonProps {
  width?: string;
  height?: string;
  style?: CSSProperties;
}

/** A grey placeholder block; hidden from assistive technology, the container carries aria-busy. */
export function Skeleton({ width = '100%', height = '16px', style }: SkeletonProps) {
  return (
    <span css={base} aria-hidden="true" data-skeleton="" style={{ width, height, ...style }} />
  );
}
