import { reservationFailure } from '../../shared/errors/reservationFailure.ts';
import { useT } from '../hooks/useT.ts';
import { Button } from '../ui/Button.tsx';
import { LazyDialog as Dialog } from '../ui/LazyDialogs.tsx';

interface ReservationFailedDialogProps {
  code: number | null;
  onAcknowledge(): void;
}

/**
 * The reservation-failed modal (doc 1 §8): it cannot be closed by the overlay or Esc, only by
 * its one action, which returns to choosing a date.
 */
export function ReservationFailedDialog({ code, onAcknowledge }: ReservationFailedDialogProps) {
  const { t } = useT();
  const failure = reservationFailure(code);
  return (
    <Dialog
      open={code !== null}
      dismissible={false}
      title={t('wizard.reservationFailedTitle')}
      description={t(failure.messageKey)}
      size="sm"
      footer={
        <Button variant="primary" onClick={onAcknowledge} data-testid="reservation-failed-action">
          {t(failure.actionKey)}
        </Button>
      }
    />
  );
}
