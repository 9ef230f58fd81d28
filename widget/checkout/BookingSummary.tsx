import { useId } from 'react';
import type { Booking } from '../../shared/contract/index.ts';
import type { CheckoutPayment } from '../../shared/checkout/checkoutPayment.ts';
import { VenueText } from '../text/VenueText.tsx';
import { BookingFacts } from '../ui/BookingFacts.tsx';
import { summaryBox } from './checkoutStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { useVenueLang } from '../hooks/useVenueLang.ts';

interface BookingSummaryProps {
  booking: Booking;
  timeZone: string;
  language: string;
  payment: CheckoutPayment | null;
  /** The payment total with its currency. */
  amount: string | undefined;
  t: Translate;
  common: Translate;
}

/** What the guest is booking (doc 1 §2 Details): date, time, party and the rule's payment. */
export function BookingSummary(props: BookingSummaryProps) {
  const venueLang = useVenueLang();
  const { booking, t } = props;
  const titleId = useId();
  const titles = [...new Set(booking.webBookingRules.map((rule) => rule.title).filter(Boolean))];
  const information = [
    ...new Set(booking.webBookingRules.map((rule) => rule.paymentInformation).filter(Boolean)),
  ];
  return (
    <section css={summaryBox} aria-labelledby={titleId} data-testid="details-summary">
      <h3 id={titleId} lang={titles.length > 0 ? venueLang : undefined}>
        {titles.length > 0 ? titles.join(', ') : t('summary.title')}
      </h3>
      <BookingFacts
        booking={booking}
        timeZone={props.timeZone}
        language={props.language}
        t={t}
        labels="summary"
        common={props.common}
      />
      {props.payment && props.amount && (
        <p data-testid="payment-note">
          <strong>
            {t(props.payment.kind === 'prepayment' ? 'summary.prepayment' : 'summary.noShowFee', {
              amount: props.amount,
            })}
          </strong>
        </p>
      )}
      {information.map((text) => (
        <VenueText key={text} text={text} as="p" />
      ))}
    </section>
  );
}
