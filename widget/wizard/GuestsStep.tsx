import { css } from '@emotion/react';
import { useState } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { requestMinGuests } from '../../shared/wizard/requestMinGuests.ts';
import { useT } from '../hooks/useT.ts';
import { VenueText } from '../text/VenueText.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { NumberGrid, type NumberOption } from './NumberGrid.tsx';

const stack = css`
  display: grid;
  gap: 16px;
`;

interface GuestsStepProps {
  settings: Settings;
  guests?: number | undefined;
  onSelect(guests: number): void;
  onStartRequest(): void;
}

/**
 * 1..maxWebGuests and a last 'max+1 +' button (doc 1 §2 Guests step). The last one does not
 * move on: it shows the venue's message for larger parties and, where the venue takes
 * requests, the way to send one.
 */
export function GuestsStep({ settings, guests, onSelect, onStartRequest }: GuestsStepProps) {
  const { t } = useT();
  const max = settings.unitsMetaData.maxWebGuests;
  const more = requestMinGuests(settings.unitsMetaData);
  // Prefilled guests are checked before this step shows, so only the click opens the message.
  const [exceeded, setExceeded] = useState(false);
  const options: NumberOption[] = Array.from({ length: max }, (_, i) => ({
    value: i + 1,
    text: String(i + 1),
    label: t('wizard.guestsOption', { count: i + 1 }),
  }));
  options.push({
    value: more,
    text: `${more} +`,
    label: t('wizard.moreGuests', { count: more }),
  });
  return (
    <div css={stack} data-testid="guests-step">
      <NumberGrid
        label={t('wizard.guestsGridLabel')}
        options={options}
        selected={exceeded ? more : guests}
        onSelect={(value) => (value === more ? setExceeded(true) : onSelect(value))}
      />
      {exceeded && (
        <div css={stack}>
          {settings.unitsMetaData.messageExceededGuests && (
            <Alert kind="info">
              <VenueText text={settings.unitsMetaData.messageExceededGuests} />
            </Alert>
          )}
          {settings.activateInquiry && (
            <Button variant="primary" wide size="lg" onClick={onStartRequest}>
              {t('wizard.sendRequest')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
