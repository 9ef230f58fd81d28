import type { Booking } from '../../shared/contract/index.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { card, factList } from './bookingPageStyles.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';

interface BookingOverviewProps {
  booking: Booking;
  venueName: string;
  timeZone: string;
  language: string;
  locale: string;
  t: Translate;
  common: Translate;
}

/** The overview card (doc 2 §2): date, time, party and venue, in the venue's time zone. */
export function BookingOverview({
  booking,
  venueName,
  timeZone,
  language,
  locale,
  t,
  common,
}: BookingOverviewProps) {
  const times = [
    ...new Set(
      bookedTimes(booking.articles, timeZone).map((x) => formatTime(x.start, timeZone, locale)),
    ),
  ];
  const party = [common('summary.guests', { count: booking.guests })];
  if (booking.guestsChildren > 0)
    party.push(common('summary.children', { count: booking.guestsChildren }));
  return (
    <section css={card} aria-labelledby="booking-overview-title">
      <h3 id="booking-overview-title">{t('overview.title')}</h3>
      <dl css={factList} data-testid="booking-facts">
        <dt>{t('overview.date')}</dt>
        <dd>{formatDisplayDate(readApiTime(booking.start, timeZone).date, language)}</dd>
        <dt>{t('overview.time')}</dt>
        <dd>{times.length > 0 ? times.join(', ') : formatTime(booking.start, timeZone, locale)}</dd>
        <dt>{t('overview.party')}</dt>
        <dd>{party.join(', ')}</dd>
        <dt>{t('overview.venue')}</dt>
        <dd>{venueName}</dd>
        {booking.globalBookingNumber !== null && (
          <>
            <dt>{t('overview.number')}</dt>
            <dd data-testid="booking-number">{String(booking.globalBookingNumber)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
