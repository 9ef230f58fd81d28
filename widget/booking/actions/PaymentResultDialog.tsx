import { useEffect, useRef, useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { failedOfferConfirm } from '../../../shared/booking/failedOfferConfirm.ts';
import {
  paymentResultDialog,
  type PaymentResultDialog as PaymentResultKind,
} from '../../../shared/booking/paymentResultDialog.ts';
import { formatSearch } from '../../../shared/routing/formatSearch.ts';
import { parseSearch } from '../../../shared/routing/parseSearch.ts';
import { readQueryParams } from '../../../shared/routing/readQueryParams.ts';
import { useWidget, useWidgetStore } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { usePaymentStart } from './PaymentLinkPanel.tsx';
import type { BookingPaymentKind } from './startPayment.ts';

const TERMINAL_PARAMS = ['ChargeId', 'Captured', 'isNoShow', 'offerStartTime', 'paymentLink'];

interface PaymentResultDialogProps {
  booking: Booking;
  settings: Settings;
  t: Translate;
  /** The checkout namespace: the payment error texts of doc 2 §8. */
  checkoutT: Translate;
  /** A waiting-list confirm that failed on this page (not after a terminal return). */
  offerFailed: boolean;
  onOfferFailedSeen(): void;
}

/** A result dialog the guest has been shown: it stays while they read it, whatever the address. */
interface Shown {
  kind: PaymentResultKind;
  /** How a try-again pays; null where there is none (a lost offer). */
  retry: BookingPaymentKind | null;
}

/**
 * The payment result dialogs of doc 2 §2 on the booking page: failed card registration, failed
 * payment (both with a try-again), and a waiting-list offer that is no longer available. Once
 * shown, the return's parameters leave the address (as closing did), so a reload never opens the
 * same dialog again; the dialog itself stays until the guest closes it.
 */
export function PaymentResultDialog(props: PaymentResultDialogProps) {
  const { booking, settings, t, checkoutT, offerFailed, onOfferFailedSeen } = props;
  const { store } = useWidget();
  const location = useWidgetStore((s) => s.location);
  // The terminal's error, as the checkout return tells it (doc 2 §8): its own text
  // (authorisation failed, cancelled, ...) under the title of the payment or no-show kind.
  const error = useWidgetStore((s) => s.paymentFailure);
  const [shown, setShown] = useState<Shown | null>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const { start, starting } = usePaymentStart(t);
  const params = readQueryParams(location.search);
  const flagged = failedOfferConfirm(location.search);
  const fromReturn = paymentResultDialog({ ...params, failedOfferConfirm: flagged }, booking);
  const returned: Shown | null = fromReturn && {
    kind: fromReturn,
    retry:
      fromReturn === 'offerUnavailable'
        ? null
        : params.offerStartTime
          ? { kind: 'offer', offerStartTime: params.offerStartTime }
          : { kind: 'paymentLink' },
  };

  // Kept from the first render of a return: the address is about to lose what named it.
  if (returned && shown === null) setShown(returned);
  useEffect(() => {
    if (!returned) return;
    // The return's parameters go once the dialog is up, so a reload does not tell it again.
    const query = parseSearch(location.search);
    for (const name of TERMINAL_PARAMS) delete query[name];
    store.getState().navigate({ ...location, search: formatSearch(query) }, { replace: true });
    // The address names the return: once per address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  const current: Shown | null = offerFailed
    ? { kind: 'offerUnavailable', retry: null }
    : (shown ?? returned);
  if (!current) return null;
  const { kind, retry } = current;

  function close() {
    if (offerFailed) onOfferFailedSeen();
    setShown(null);
    store.getState().setPaymentFailure(null);
  }

  return (
    <Dialog
      open
      size="sm"
      title={t(`result.${kind}.title`)}
      description={error && retry ? checkoutT(error.messageKey) : t(`result.${kind}.text`)}
      closeLabel={t('common.close')}
      onClose={close}
      initialFocusRef={okRef}
      footer={
        <>
          <Button
            ref={okRef}
            variant={retry ? 'secondary' : 'primary'}
            onClick={close}
            data-testid="result-close"
          >
            {t(retry ? 'common.notNow' : 'common.ok')}
          </Button>
          {retry && (
            <Button
              variant="primary"
              loading={starting}
              onClick={() => void start(booking, settings, retry)}
              data-testid="result-retry"
            >
              {t(kind === 'cardRegistrationFailed' ? 'result.retryCard' : 'result.retryPayment')}
            </Button>
          )}
        </>
      }
    >
      <span data-testid="payment-result" data-kind={kind} hidden />
    </Dialog>
  );
}
