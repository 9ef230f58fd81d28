import { useRef } from 'react';
import type { SessionEndReason } from '../../shared/booking/sessionEndReason.ts';
import type { AlreadyFinalizedVariant } from '../../shared/booking/sessionGuard.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { Button } from '../ui/Button.tsx';
import { LazyDialog } from '../ui/LazyDialogs.tsx';

const END_TEXT: Record<SessionEndReason, string> = {
  released: 'session.expiredText',
  canceled: 'session.canceledText',
  closed: 'session.closedText',
};

/**
 * The session-expired dialog (doc 2 §2): OK returns to the start page. Its text says why (doc 2
 * §8: the booking was released or cancelled).
 */
export function SessionExpiredDialog({
  open,
  onOk,
  t,
  reason = 'released',
}: {
  open: boolean;
  onOk: () => void;
  t: Translate;
  reason?: SessionEndReason;
}) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <LazyDialog
      open={open}
      dismissible={false}
      size="sm"
      title={t('session.expiredTitle')}
      description={t(END_TEXT[reason])}
      initialFocusRef={ok}
      footer={
        <Button ref={ok} onClick={onOk} data-testid="session-expired-ok">
          {t('session.ok')}
        </Button>
      }
    />
  );
}

/**
 * The already-finalized dialog in its three variants (doc 2 §2): booking, request and waiting
 * list; 'open booking' leads to the booking view, 'book again' to the start page.
 */
export function AlreadyFinalizedDialog({
  variant,
  onOpenBooking,
  onBookAgain,
  t,
}: {
  variant: AlreadyFinalizedVariant | null;
  onOpenBooking: () => void;
  onBookAgain: () => void;
  t: Translate;
}) {
  const open = useRef<HTMLButtonElement>(null);
  return (
    <LazyDialog
      open={variant !== null}
      dismissible={false}
      size="sm"
      title={variant ? t(`session.finalized.${variant}.title`) : ''}
      description={variant ? t(`session.finalized.${variant}.text`) : ''}
      initialFocusRef={open}
      footer={
        <>
          <Button variant="secondary" onClick={onBookAgain} data-testid="book-again">
            {t('session.bookAgain')}
          </Button>
          <Button ref={open} onClick={onOpenBooking} data-testid="open-booking">
            {t('session.openBooking')}
          </Button>
        </>
      }
    />
  );
}
