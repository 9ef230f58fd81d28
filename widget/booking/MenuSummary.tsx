import type { Booking } from '../../shared/contract/index.ts';
import { MenuStatus } from '../../shared/enums.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { card, muted, rows } from './bookingPageStyles.ts';

interface MenuSummaryProps {
  booking: Booking;
  currency: string;
  locale: string;
  t: Translate;
}

/** The menu summary (doc 2 §2): the chosen items of each pre-ordered menu and its status. */
export function MenuSummary({ booking, currency, locale, t }: MenuSummaryProps) {
  const menus = booking.menus
    .map((menu) => ({
      menu,
      items: menu.groups.flatMap((group) => group.items.filter((item) => item.quantity > 0)),
    }))
    .filter(({ items }) => items.length > 0);
  if (menus.length === 0) return null;
  return (
    <section css={card} aria-labelledby="booking-menu-title" data-testid="menu-summary">
      <h3 id="booking-menu-title">{t('menu.title')}</h3>
      {menus.map(({ menu, items }) => (
        <div key={menu.publicId}>
          <p css={muted}>
            {t(menu.status === MenuStatus.Confirmed ? 'menu.confirmed' : 'menu.sent')}
          </p>
          <ul css={rows}>
            {items.map((item) => (
              <li key={item.articleID}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                {item.price > 0 && (
                  <span>{formatAmount(item.price * item.quantity, currency, locale)}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
