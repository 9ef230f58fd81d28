import type { Booking } from '../../shared/contract/index.ts';
import { bookingPayment } from '../../shared/booking/bookingPayment.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { factList } from '../ui/styles.ts';
import { card } from './bookingPageStyles.ts';

interface PaymentSummaryProps {
  booking: Booking;
  currency: string;
  locale: string;
  t: Translate;
}

/**
 * The payment summary (doc 2 §2 payment controls, §9 amounts): the charge by its kind (doc 2 §3
 * Charge type), due, paid, still to pay.
 */
export function PaymentSummary({ booking, currency, locale, t }: PaymentSummaryProps) {
  const payment = bookingPayment(booking);
  if (payment.kind === 'none') return null;
  const money = (amount: number) => formatAmount(amount, currency, locale);
  return (
    <section css={card} aria-labelledby="booking-payment-title" data-testid="payment-summary">
      <h3 id="booking-payment-title">{t('payment.title')}</h3>
      {payment.kind === 'charge' ? (
        <dl css={factList}>
          <dt>{t(`payment.${payment.label}`)}</dt>
          <dd>{money(payment.due)}</dd>
          <dt>{t('payment.paid')}</dt>
          <dd data-testid="payment-paid">{money(payment.paid)}</dd>
          {payment.outstanding > 0 && (
            <>
              <dt>{t('payment.outstanding')}</dt>
              <dd data-testid="payment-outstanding">{money(payment.outstanding)}</dd>
            </>
          )}
          {payment.refunded > 0 && (
            <>
              <dt>{t('payment.refunded')}</dt>
              <dd>{money(payment.refunded)}</dd>
            </>
          )}
        </dl>
      ) : (
        <dl css={factList}>
          <dt>{t('payment.noShowFee')}</dt>
          <dd data-testid="payment-fee">{money(payment.fee)}</dd>
          <dt>{t('payment.title')}</dt>
          <dd>
            {t(payment.cardRegistered ? 'payment.cardRegistered' : 'payment.cardNotRegistered')}
          </dd>
        </dl>
      )}
    </section>
  );
}
