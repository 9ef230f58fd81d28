import type { Booking } from '../../shared/contract/index.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { formatTime } from '../../shared/time/formatTime.ts';
import { card, muted, rows } from './bookingPageStyles.ts';

interface BookedTimesListProps {
  booking: Booking;
  timeZone: string;
  locale: string;
  t: Translate;
}

/**
 * The My booking list (doc 2 §2): each booked time with its rule (time set) and the table's own
 * name as the venue calls it (article tableName, doc 2 §3).
 */
export function BookedTimesList({ booking, timeZone, locale, t }: BookedTimesListProps) {
  const timed = booking.articles.filter((a) => a.ruleId !== null || a.isTable);
  if (timed.length === 0) return null;
  const ruleTitle = (ruleId: number | null) =>
    booking.webBookingRules.find((rule) => rule.id === ruleId)?.title ?? '';
  return (
    <section css={card} aria-labelledby="booking-times-title" data-testid="my-booking">
      <h3 id="booking-times-title">{t('myBooking.title')}</h3>
      <ul css={rows}>
        {timed.map((article, index) => (
          <li key={`${article.bookedArticleId ?? index}-${article.start}`}>
            <span>
              {ruleTitle(article.ruleId) || article.articleGroupName || article.name}
              {article.isTable && article.tableName ? (
                // The venue's own name for the table, which usually says 'table' itself ('Bord 1').
                <span css={muted} data-testid="booked-table">
                  {' '}
                  · {article.tableName}
                </span>
              ) : null}
            </span>
            <span>
              {/* The venue's HH:mm (doc 1 §9), as on every other screen. */}
              {formatTime(article.start, timeZone, locale)}–
              {formatTime(article.end, timeZone, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
