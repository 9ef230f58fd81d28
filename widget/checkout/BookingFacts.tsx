import type { Booking } from '../../shared/contract/index.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { summaryList } from './checkoutStyles.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';

interface BookingFactsProps {
  booking: Booking;
  timeZone: string;
  language: string;
  t: Translate;
  /** The shell's translate function, for the shared guest and child counts. */
  common: Translate;
}

/** Date, time(s) and party of a booking, in the venue's time zone (doc 1 §9 formats). */
export function BookingFacts({ booking, timeZone, language, t, common }: BookingFactsProps) {
  const times = [
    ...new Set(bookedTimes(booking.articles, timeZone).map((x) => formatTime(x.start, timeZone))),
  ];
  const party = [common('summary.guests', { count: booking.guests })];
  if (booking.guestsChildren > 0)
    party.push(common('summary.children', { count: booking.guestsChildren }));
  return (
    <dl css={summaryList} data-testid="booking-facts">
      <dt>{t('summary.date')}</dt>
      <dd>{formatDisplayDate(readApiTime(booking.start, timeZone).date, language)}</dd>
      <dt>{t(times.length > 1 ? 'summary.times' : 'summary.time')}</dt>
      <dd>{times.length > 0 ? times.join(', ') : formatTime(booking.start, timeZone)}</dd>
      <dt>{t('summary.party')}</dt>
      <dd>{party.join(', ')}</dd>
    </dl>
  );
}
