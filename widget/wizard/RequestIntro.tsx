import { css } from '@emotion/react';
import type { Settings } from '../../shared/contract/index.ts';
import { requestIntroText } from '../../shared/wizard/requestIntroText.ts';
import { useT } from '../hooks/useT.ts';
import { VenueText } from '../text/VenueText.tsx';
import { Button } from '../ui/Button.tsx';

const stack = css`
  display: grid;
  gap: 16px;
  a {
    color: var(--bw-primary);
  }
`;

/** The booking-request intro (doc 1 §2 Routes): the venue's request text and a continue button. */
export function RequestIntro({ settings, onContinue }: { settings: Settings; onContinue(): void }) {
  const { t } = useT();
  return (
    <div css={stack} data-testid="request-intro">
      <VenueText text={requestIntroText(settings)} />
      <Button variant="primary" wide size="lg" onClick={onContinue}>
        {t('wizard.requestIntroContinue')}
      </Button>
    </div>
  );
}
