import { useRef, useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { paymentResultDialog } from '../../../shared/booking/paymentResultDialog.ts';
import { formatSearch } from '../../../shared/routing/formatSearch.ts';
import { parseSearch } from '../../../shared/routing/parseSearch.ts';
import { readQueryParams } from '../../../shared/routing/readQueryParams.ts';
import { useWidget, useWidgetStore } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { usePaymentStart } from './PaymentLinkPanel.tsx';

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

/**
 * The payment result dialogs of doc 2 §2 on the booking page: failed card registration, failed
 * payment (both with a try-again), and a waiting-list offer that is no longer available.
 */
export function PaymentResultDialog(props: PaymentResultDialogProps) {
  const { booking, settings, t, checkoutT, offerFailed, onOfferFailedSeen } = props;
  const { store } = useWidget();
  const location = useWidgetStore((s) => s.location);
  // The terminal's error, as the checkout return tells it (doc 2 §8): its own text
  // (authorisation failed, cancelled, ...) under the title of the payment or no-show kind.
  const error = useWidgetStore((s) => s.paymentFailure);
  const [closed, setClosed] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const { start, starting } = usePaymentStart(t);
  const params = readQueryParams(location.search);
  const fromReturn = closed ? null : paymentResultDialog(params, booking);
  const kind = offerFailed ? 'offerUnavailable' : fromReturn;
  if (!kind) return null;

  function close() {
    if (offerFailed) onOfferFailedSeen();
    setClosed(true);
    store.getState().setPaymentFailure(null);
    // The return's parameters go, so a reload does not tell the same story again.
    const query = parseSearch(location.search);
    for (const name of TERMINAL_PARAMS) delete query[name];
    const search = formatSearch(query);
    if (search !== location.search)
      store.getState().navigate({ ...location, search }, { replace: true });
  }

  const retry =
    kind === 'offerUnavailable'
      ? null
      : params.offerStartTime
        ? ({ kind: 'offer', offerStartTime: params.offerStartTime } as const)
        : ({ kind: 'paymentLink' } as const);

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
