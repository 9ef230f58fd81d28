import { useState } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { cancelKindOf, cancelOption, type CancelKind } from '../../shared/booking/cancelOption.ts';
import { cancelRefund } from '../../shared/booking/cancelRefund.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { flowEventsOf } from '../flows/flowEvents.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { LazyConfirmDialog } from '../ui/LazyDialogs.tsx';
import { storeBooking } from './bookingRequest.ts';

interface CancelBookingProps {
  booking: Booking;
  settings: Settings;
  now: number;
  /** The market's currency and the interface's locale, for the amount refunded. */
  currency: string;
  locale: string;
  t: Translate;
  common: Translate;
}

/**
 * Cancel (doc 2 §2 Cancel confirmation modal, §4 Cancel allowed, §6, §8 Cancel error): the
 * button of the booking's kind, its confirmation (which tells what paid amount is refunded), then
 * a success message per kind. Where the guest may not cancel online, the page says to contact the
 * venue instead.
 */
export function CancelBooking(props: CancelBookingProps) {
  const { booking, settings, now, currency, locale, t, common } = props;
  const { api, cache, store } = useWidget();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<CancelKind | null>(null);
  const option = cancelOption(booking, { now, timeZone: settings.timeZone, settings });

  if (done) {
    return (
      <Alert kind="info" live>
        <span data-testid="cancel-done">{t(`cancel.done.${done}`)}</span>
      </Alert>
    );
  }
  if (option.kind === 'none') return null;
  if (option.kind === 'contactVenue') {
    return (
      <Alert kind="info" live={false}>
        <span data-testid="cancel-contact-venue">{t('cancel.contactVenue')}</span>
      </Alert>
    );
  }
  const kind = option.cancelKind;
  const refund = cancelRefund(booking);
  const text = t(`cancel.text.${kind}`);

  const confirm = () => {
    setBusy(true);
    setFailed(false);
    api.cancel(booking.guid).then(
      (cancelled) => {
        setBusy(false);
        setOpen(false);
        setDone(cancelKindOf(booking));
        storeBooking(api, cache, cancelled);
        // doc 2 §7: the session event Cancel, and bookingCancelled for the host.
        flowEventsOf(store).record('bookingCancelled', { bookingId: booking.guid });
      },
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          // doc 2 §7 CancelBookingClicked: the guest asked to cancel (the confirmation follows).
          flowEventsOf(store).record('cancelBookingClicked', { bookingId: booking.guid });
          setOpen(true);
        }}
        data-testid="cancel-booking"
      >
        {t(`cancel.button.${kind}`)}
      </Button>
      <LazyConfirmDialog
        open={open}
        title={t(`cancel.title.${kind}`)}
        description={
          refund > 0 ? (
            <>
              {text}{' '}
              <span data-testid="cancel-refund">
                {t('cancel.refund', { amount: formatAmount(refund, currency, locale) })}
              </span>
            </>
          ) : (
            text
          )
        }
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        closeLabel={common('actions.close')}
        destructive
        confirming={busy}
        onConfirm={confirm}
        onCancel={() => {
          if (busy) return;
          setOpen(false);
          setFailed(false);
        }}
      >
        {failed && (
          <Alert kind="error" live>
            {t('cancel.failed')}
          </Alert>
        )}
      </LazyConfirmDialog>
    </>
  );
}
