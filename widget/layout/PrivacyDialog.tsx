import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { errorPage } from '../../shared/errors/errorPage.ts';
import { isOffline } from '../api/pageForError.ts';
import { useT } from '../hooks/useT.ts';
import { VenueText } from '../text/VenueText.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { token } from '../ui/tokens.ts';

/** The 12 sections of our policy, in the order they are shown (doc 2 §2 Header). */
const PRIVACY_SECTIONS = [
  'roles',
  'collected',
  'purpose',
  'legalBasis',
  'payments',
  'sharing',
  'retention',
  'security',
  'rights',
  'access',
  'cookies',
  'contact',
] as const;

const body = css`
  h3 {
    margin: 20px 0 4px;
    font-size: 1em;
  }
  p {
    margin: 0;
    color: ${token('--bw-text')};
  }
  a {
    color: ${token('--bw-primary')};
  }
`;

interface PrivacyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The venue's own policy text, sanitised before it is shown. */
  gdprInfo?: string | undefined;
}

export function PrivacyDialog({ open, onClose, gdprInfo }: PrivacyDialogProps) {
  const { t, i18n, language } = useT();
  const [shown, setShown] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    // The policy's own namespace loads when first opened, not with the first screen. It needs
    // i18next's chunk: if that cannot be fetched, the dialog says so and offers to try again.
    i18n.loadNamespaces('privacy').then(
      () => live && setShown('ready'),
      () => live && setShown('failed'),
    );
    return () => {
      live = false;
    };
  }, [open, i18n, language, attempt]);
  // A download that got no answer: "No connection" only when the browser says it is offline.
  const failure = errorPage({ networkError: true, offline: isOffline() });

  const tp = (key: string) => t(key, { ns: 'privacy' });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeLabel={t('actions.close')}
      title={t('menu.privacy')}
      size="lg"
    >
      {shown === 'failed' ? (
        <Alert
          kind="error"
          title={t(`errors.${failure}.title`)}
          action={
            <Button
              variant="link"
              onClick={() => {
                setShown('loading');
                setAttempt((count) => count + 1);
              }}
            >
              {t('actions.tryAgain')}
            </Button>
          }
        >
          {t(`errors.${failure}.text`)}
        </Alert>
      ) : shown === 'loading' ? (
        <Spinner label={t('loading')} />
      ) : (
        <div css={body} data-testid="privacy-policy">
          <p>{tp('intro')}</p>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section}>
              <h3>{tp(`sections.${section}.title`)}</h3>
              <p>{tp(`sections.${section}.text`)}</p>
            </section>
          ))}
          {gdprInfo && (
            <section data-testid="venue-policy">
              <h3>{tp('venuePolicy')}</h3>
              <VenueText text={gdprInfo} as="p" />
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
