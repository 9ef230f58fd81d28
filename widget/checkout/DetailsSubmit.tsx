import { useEffect, useId, useRef } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { hintText } from '../fields/fieldStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

export interface DetailsNotice {
  title: string;
  text: string;
  /** A close button: the notice stays until the guest closes it or submits again. */
  close?: { label: string; onClick(): void };
  /** The one way on when paying again cannot work; the submit button goes. */
  action?: { label: string; onClick(): void };
  /**
   * Take the focus and come into view when it shows: a refused payment, met on the return from
   * the terminal far below the top of the form, where nothing else would announce it (issue 52).
   */
  focus?: boolean;
}

interface DetailsSubmitProps {
  t: Translate;
  notice: DetailsNotice | null;
  label: string;
  /** The form can go: else the button reads as disabled yet stays reachable (doc 1 §4 Submit). */
  valid: boolean;
  loading: boolean;
}

/** The details form's end: what went wrong last (doc 1 §8), and the submit or the way on. */
export function DetailsSubmit({ t, notice, label, valid, loading }: DetailsSubmitProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusOn = notice?.focus ? `${notice.title} ${notice.text}` : null;
  useEffect(() => {
    if (!focusOn) return;
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'center' });
  }, [focusOn]);
  return (
    <>
      {notice && (
        <div ref={box} tabIndex={notice.focus ? -1 : undefined} data-testid="details-notice">
          <Alert
            kind="error"
            title={notice.title}
            action={
              notice.close && (
                <Button variant="link" onClick={notice.close.onClick}>
                  {notice.close.label}
                </Button>
              )
            }
          >
            {notice.text}
          </Alert>
        </div>
      )}
      {notice?.action ? (
        <Button
          type="button"
          variant="primary"
          size="lg"
          wide
          onClick={notice.action.onClick}
          data-testid="details-notice-action"
        >
          {notice.action.label}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="primary"
          size="lg"
          wide
          aria-disabled={!valid || undefined}
          loading={loading}
          aria-describedby={valid ? undefined : `${id}-incomplete`}
          data-testid="details-submit"
        >
          {label}
        </Button>
      )}
      {!valid && !notice?.action && (
        <span css={hintText} id={`${id}-incomplete`}>
          {t('form.incomplete')}
        </span>
      )}
    </>
  );
}
