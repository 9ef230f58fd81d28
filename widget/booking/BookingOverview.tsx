import type { Booking } from '../../shared/contract/index.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { BookingFacts } from '../ui/BookingFacts.tsx';
import { card } from './bookingPageStyles.ts';

interface BookingOverviewProps {
  booking: Booking;
  venueName: string;
  timeZone: string;
  language: string;
  t: Translate;
  common: Translate;
}

/** The overview card (doc 2 §2): the booking's facts as the details step shows them, the venue
 * and the booking number. */
export function BookingOverview({ booking, venueName, t, ...facts }: BookingOverviewProps) {
  return (
    <section css={card} aria-labelledby="booking-overview-title">
      <h3 id="booking-overview-title">{t('overview.title')}</h3>
      <BookingFacts booking={booking} t={t} labels="overview" {...facts}>
        <dt>{t('overview.venue')}</dt>
        <dd>{venueName}</dd>
        {booking.globalBookingNumber !== null && (
          <>
            <dt>{t('overview.number')}</dt>
            <dd data-testid="booking-number">{String(booking.globalBookingNumber)}</dd>
          </>
        )}
      </BookingFacts>
    </section>
  );
}
