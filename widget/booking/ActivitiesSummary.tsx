import type { Booking } from '../../shared/contract/index.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { nonTableArticlesTotal } from '../../shared/money/nonTableArticlesTotal.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { card, rows } from './bookingPageStyles.ts';

interface ActivitiesSummaryProps {
  booking: Booking;
  currency: string;
  locale: string;
  t: Translate;
}

/**
 * The activities summary with price rows (doc 2 §2): the priced activities of an activity
 * booking and the extras (non-table articles), each at price times quantity (doc 2 §9), with
 * the VAT-inclusive total.
 */
export function ActivitiesSummary({ booking, currency, locale, t }: ActivitiesSummaryProps) {
  const activities = booking.isActivityBooking
    ? booking.articles.filter((a) => !a.isTable && a.outPriceIncVat > 0)
    : [];
  const priced = [...activities, ...booking.nonTableArticles];
  if (priced.length === 0) return null;
  const total = nonTableArticlesTotal(priced);
  return (
    <section css={card} aria-labelledby="booking-activities-title" data-testid="activities-summary">
      <h3 id="booking-activities-title">{t('activities.title')}</h3>
      <ul css={rows}>
        {priced.map((article, index) => (
          <li key={`${article.bookedArticleId ?? article.articleId}-${index}`}>
            <span>
              {article.quantity} × {article.name}
            </span>
            <span>
              {formatAmount(
                (article.outPriceIncVat ?? 0) * (article.quantity ?? 0),
                currency,
                locale,
              )}
            </span>
          </li>
        ))}
        <li>
          <strong>{t('activities.total')}</strong>
          <strong data-testid="activities-total">{formatAmount(total, currency, locale)}</strong>
        </li>
      </ul>
    </section>
  );
}
