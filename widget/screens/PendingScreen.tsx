import { css } from '@emotion/react';
import { useT } from '../hooks/useT.ts';
import { token } from '../ui/tokens.ts';

const panel = css`
  padding: 24px;
  border: 1px dashed ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
  color: ${token('--bw-muted')};
  text-align: center;
`;

/** Says plainly which step a route is, until the issue that builds that screen lands. */
export function PendingScreen({ step }: { step: string }) {
  const { t } = useT();
  return (
    <div css={panel} data-testid="pending-screen" data-pending-step={step}>
      {t('steps.comingSoon', { step })}
    </div>
  );
}
