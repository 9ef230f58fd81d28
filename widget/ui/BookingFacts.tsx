import type { ReactNode } from 'react';
import type { Booking } from '../../shared/contract/index.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { formatDisplayDate } from '../i18n/formatDisplayDate.ts';
import { factList } from './styles.ts';

interface BookingFactsProps {
  booking: Booking;
  timeZone: string;
  /** The interface language: the date and the times are written as its locale writes them. */
  language: string;
  /** The screen's translate function and the prefix of its `date`, `time`, `times` and `party`
   * labels (the details step's `summary`, the booking page's `overview`). */
  t: Translate;
  labels: 'summary' | 'overview';
  /** The shell's translate function, for the shared guest and child counts. */
  common: Translate;
  /** Further facts a screen adds after the party (the booking page's venue and number). */
  children?: ReactNode;
}

/**
 * Date, time(s) and party of a booking in the venue's time zone (doc 1 §9 formats), one block
 * for the details step's summary (doc 1 §2 Details) and the booking page's overview (doc 2 §2).
 */
export function BookingFacts({
  booking,
  timeZone,
  language,
  t,
  labels,
  common,
  children,
}: BookingFactsProps) {
  const locale = localeForLanguage(language);
  const times = [
    ...new Set(
      bookedTimes(booking.articles, timeZone).map((x) => formatTime(x.start, timeZone, locale)),
    ),
  ];
  const party = [common('summary.guests', { count: booking.guests })];
  if (booking.guestsChildren > 0)
    party.push(common('summary.children', { count: booking.guestsChildren }));
  return (
    <dl css={factList} data-testid="booking-facts">
      <dt>{t(`${labels}.date`)}</dt>
      <dd>{formatDisplayDate(readApiTime(booking.start, timeZone).date, language)}</dd>
      <dt>{t(`${labels}.${times.length > 1 ? 'times' : 'time'}`)}</dt>
      <dd>{times.length > 0 ? times.join(', ') : formatTime(booking.start, timeZone, locale)}</dd>
      <dt>{t(`${labels}.party`)}</dt>
      <dd>{party.join(', ')}</dd>
      {children}
    </dl>
  );
}
