import { css } from '@emotion/react';
import { Skeleton } from '../ui/Skeleton.tsx';

interface AppShellProps {
  system?: string | undefined;
  unit?: string | undefined;
}

const frame = css`
  max-width: 560px;
  margin: 0 auto;
  padding: 16px;
  background: var(--bw-surface);
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 8px;
  margin-top: 16px;
`;

/**
 * The frame every screen lives in. Until the venue's settings arrive it shows the loading
 * skeleton: header, title line and a 4-column grid of up to 8 guest buttons (doc 1 §9).
 */
export function AppShell({ system, unit }: AppShellProps) {
  return (
    <div
      css={frame}
      part="shell"
      aria-busy="true"
      data-system={system}
      data-unit={unit}
      data-testid="app-shell"
    >
      <Skeleton height="48px" width="40%" />
      <Skeleton height="20px" width="70%" style={{ marginTop: 16 }} />
      <div css={grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height="48px" />
        ))}
      </div>
    </div>
  );
}
