import { useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import {
  isPaymentLinkRerequestable,
  isPaymentOwed,
} from '../../../shared/booking/isPaymentLinkRerequestable.ts';
import { ChargeStatus, ChargeType } from '../../../shared/enums.ts';
import { currencyForSystem } from '../../../shared/money/currencyForSystem.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { useWidget, useWidgetStore } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { TOAST_DURATION_MS } from '../../ui/ToastContext.ts';
import { useToast } from '../../ui/useToast.ts';
import { actionsRow, panel } from './actionStyles.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { startBookingPayment } from './startPayment.ts';

interface PaymentLinkPanelProps {
  booking: Booking;
  settings: Settings;
  now: number;
  t: Translate;
  /** The checkout namespace: the amount to pay and the pay button, as at checkout. */
  checkoutT: Translate;
  locale: string;
}

/** Guards against a second terminal start while the first sends the browser away. */
export function usePaymentStart(t: Translate) {
  const { api, store, config } = useWidget();
  const toast = useToast();
  const [starting, setStarting] = useState(false);
  async function start(
    booking: Booking,
    settings: Settings,
    payment: Parameters<typeof startBookingPayment>[3],
  ) {
    if (starting) return;
    setStarting(true);
    try {
      await startBookingPayment({ api, store, mode: config.mode }, booking, settings, payment);
    } catch {
      setStarting(false);
      toast.show({ kind: 'error', title: t('payment.startFailed'), duration: TOAST_DURATION_MS });
    }
  }
  return { start, starting };
}

/**
 * Paying from the booking page (doc 2 §4 Payment): an expired or inactivated payment link is
 * asked for anew, and the guest goes straight to the terminal with it; an amount still owed
 * on a valid link is paid the same way (docs/decisions/booking-actions.md).
 */
export function PaymentLinkPanel(props: PaymentLinkPanelProps) {
  const { booking, settings, now, t, checkoutT, locale } = props;
  const system = useWidgetStore((s) => (s.route.name === 'bookingPage' ? s.route.system : ''));
  const { start, starting } = usePaymentStart(t);
  const renew = isPaymentLinkRerequestable(booking, { now, timeZone: settings.timeZone });
  if (!renew && !isPaymentOwed(booking)) return null;
  const amount = formatAmount(booking.chargeShouldPayAmount, currencyForSystem(system), locale);
  const card = booking.chargeType === ChargeType.NoShow;
  return (
    <section css={panel} data-testid="payment-link-panel">
      {/* Owed on a valid link, the payment summary above already says what is to pay. */}
      {renew && (
        <>
          {/* A link the guest gave up on at the terminal did not expire (doc 2 §4). */}
          <h3>
            {t(
              booking.chargeStatus === ChargeStatus.InactivatedByUser
                ? 'paymentLink.titleNotCompleted'
                : 'paymentLink.title',
            )}
          </h3>
          <p>{t(card ? 'paymentLink.textCard' : 'paymentLink.text', { amount })}</p>
        </>
      )}
      <div css={actionsRow}>
        <Button
          variant="primary"
          loading={starting}
          onClick={() => void start(booking, settings, { kind: 'paymentLink' })}
          data-testid="payment-link-request"
        >
          {renew
            ? t('paymentLink.request')
            : checkoutT(card ? 'finalize.submit.registerCard' : 'finalize.submit.payAmount', {
                amount,
              })}
        </Button>
      </div>
    </section>
  );
}
