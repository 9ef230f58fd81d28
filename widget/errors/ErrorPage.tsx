import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { ErrorPageReason } from '../../shared/bridge/events.ts';
import type { ErrorPage as ErrorPageName } from '../../shared/errors/errorPage.ts';
import { useT } from '../hooks/useT.ts';
import { Button } from '../ui/Button.tsx';
import { WarningIcon } from '../ui/icons.tsx';
import { token } from '../ui/tokens.ts';
import { useErrorReport } from './useErrorReport.ts';

const box = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25em;
    line-height: 1.3;
  }
  p {
    margin: 0;
    max-width: 36em;
    color: ${token('--bw-muted')};
  }
`;

const icon = css`
  width: 48px;
  height: 48px;
  color: ${token('--bw-warning')};
`;

interface ErrorPageProps {
  page: ErrorPageName;
  /** Why it shows, for the host's `error` event (issue 49). */
  reason: ErrorPageReason;
  /** Try again; the broken-link page has none, since repeating cannot mend a bad link. */
  onRetry?: (() => void) | undefined;
}

/**
 * The four error pages of doc 1 §8 and doc 2 §8. Focus moves to the heading when it appears;
 * the host hears `error {reason, page}` and, while it shows, its height (issue 49).
 */
export function ErrorPage({ page, reason, onRetry }: ErrorPageProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => heading.current?.focus(), [page]);
  useErrorReport(section, reason, page);
  return (
    <section ref={section} css={box} role="alert" data-error-page={page} part="error-page">
      <WarningIcon css={icon} size={48} />
      <h2 ref={heading} tabIndex={-1}>
        {t(`errors.${page}.title`)}
      </h2>
      <p>{t(`errors.${page}.text`)}</p>
      {onRetry && page !== 'brokenLink' && (
        <Button variant="primary" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      )}
    </section>
  );
}
