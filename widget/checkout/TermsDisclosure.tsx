import { css } from '@emotion/react';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { VenueText } from '../text/VenueText.tsx';
import { token } from '../ui/tokens.ts';

const disclosure = css`
  margin: 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${token('--bw-primary')};
  }
  summary:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 2px;
  }
  > div {
    margin-top: 8px;
  }
`;

/**
 * The venue's and the rule's conditions before the guest pays or registers a card (issue 52):
 * the booking page's information-and-conditions texts, sanitised as venue texts are, in a
 * native disclosure that starts collapsed.
 */
export function TermsDisclosure({ texts, t }: { texts: string[]; t: Translate }) {
  if (texts.length === 0) return null;
  return (
    <details css={disclosure} data-testid="details-terms">
      <summary>{t('terms')}</summary>
      {texts.map((text, index) => (
        <VenueText key={index} text={text} />
      ))}
    </details>
  );
}
