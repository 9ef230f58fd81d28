import { useRef } from 'react';
import { TOO_MANY_TIMES } from '../../shared/contract/limits.ts';
import type { Settings } from '../../shared/contract/settings.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { Alert } from '../ui/Alert.tsx';
import { contactLink, telHref } from '../ui/contactLink.ts';
import { useErrorReport } from './useErrorReport.ts';

/**
 * Issue 51: a day's answer held more times than the contract's limit (LIMITS). Here, beside its
 * notice, so that the first step's error guard does not carry it.
 */
export const isOverLimit = (error: unknown): boolean =>
  (error as Error | null)?.name === 'ResponseValidationError' &&
  (error as Error).message.includes(TOO_MANY_TIMES);

/**
 * Issue 51: the day's answer held more times than the contract allows (shared/contract/limits.ts).
 * The guest is told so and given the venue's phone and e-mail, not a generic error; the host hears
 * `error {reason: 'limit', page: 'overLimit'}` once.
 */
export function OverLimitNotice({ settings }: { settings: Settings }) {
  const { t, ready } = useNamespaceT('times');
  const root = useRef<HTMLDivElement>(null);
  useErrorReport(root, 'limit', 'overLimit');
  const { phoneNumber: phone, email } = settings;
  return (
    <div ref={root} data-testid="over-limit">
      {ready ? (
        <Alert kind="warning" title={t('overLimit.title')}>
          <p css={{ margin: 0 }}>
            {t('overLimit.text')}
            {phone ? (
              <>
                {' '}
                <a css={contactLink} href={telHref(phone)}>
                  {phone}
                </a>
              </>
            ) : null}
            {email ? (
              <>
                {phone ? ' · ' : ' '}
                <a css={contactLink} href={`mailto:${email}`}>
                  {email}
                </a>
              </>
            ) : null}
          </p>
        </Alert>
      ) : null}
    </div>
  );
}
