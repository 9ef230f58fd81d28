import { useState } from 'react';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { isPaymentLinkRerequestable } from '../../../shared/booking/isPaymentLinkRerequestable.ts';
import { ChargeType } from '../../../shared/enums.ts';
import { currencyForSystem } from '../../../shared/money/currencyForSystem.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { useWidget, useWidgetStore } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { TOAST_DURATION_MS } from '../../ui/ToastContext.ts';
import { useToast } from '../../ui/useToast.ts';
import { actionsRow, panel } from './actionStyles.ts';
import type { ActionsT } from './ActionsT.ts';
import { startBookingPayment } from './startPayment.ts';

interface PaymentLinkPanelProps {
  booking: Booking;
  settings: Settings;
  now: number;
  t: ActionsT;
  locale: string;
}

/** Guards against a second terminal start while the first sends the browser away. */
export function usePaymentStart(t: ActionsT) {
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
 * An expired or inactivated payment link (doc 2 §4 Payment): the guest asks for a new one and
 * goes straight to the terminal with it (docs/decisions/booking-actions.md).
 */
export function PaymentLinkPanel({ booking, settings, now, t, locale }: PaymentLinkPanelProps) {
  const system = useWidgetStore((s) => (s.route.name === 'bookingPage' ? s.route.system : ''));
  const { start, starting } = usePaymentStart(t);
  if (!isPaymentLinkRerequestable(booking, { now, timeZone: settings.timeZone })) return null;
  const amount = formatAmount(booking.chargeShouldPayAmount, currencyForSystem(system), locale);
  const card = booking.chargeType === ChargeType.NoShow;
  return (
    <section css={panel} aria-labelledby="bw-link-title" data-testid="payment-link-panel">
      <h3 id="bw-link-title">{t('paymentLink.title')}</h3>
      <p>{t(card ? 'paymentLink.textCard' : 'paymentLink.text', { amount })}</p>
      <div css={actionsRow}>
        <Button
          variant="primary"
          loading={starting}
          onClick={() => void start(booking, settings, { kind: 'paymentLink' })}
          data-testid="payment-link-request"
        >
          {t('paymentLink.request')}
        </Button>
      </div>
    </section>
  );
}
