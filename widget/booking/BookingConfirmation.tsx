import { css } from '@emotion/react';
import { useEffect } from 'react';
import type { Settings } from '../../shared/contract/index.ts';
import { confirmationKind } from '../../shared/checkout/confirmationKind.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { BookingFacts } from '../checkout/BookingFacts.tsx';
import { pageForError } from '../errors/pageForError.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { token } from '../ui/tokens.ts';

const page = css`
  display: grid;
  gap: 16px;
  margin-top: 16px;
  h2 {
    margin: 0;
    font-size: 1.375em;
    line-height: 1.25;
  }
  p {
    margin: 0;
  }
`;

const card = css`
  padding: 16px;
  border: 1px solid ${token('--bw-border')};
  border-radius: ${token('--bw-radius')};
`;

type BookingRoute = Extract<Route, { name: 'bookingPage' }>;

/**
 * A minimal booking page (doc 2 §2): what the guest booked and in which state, so finishing
 * the flow ends on the booking, not an error. The full page comes with [booking-page].
 */
export function BookingConfirmation({
  settings,
  route,
}: {
  settings: Settings;
  route: BookingRoute;
}) {
  const { api, store } = useWidget();
  const { t, ready, language, common } = useNamespaceT('checkout');
  const booking = useQuery(api.booking(route.bookingId));

  useEffect(() => {
    if (booking.status === 'error')
      store.getState().showError({ page: pageForError(booking.error) });
  }, [store, booking.status, booking.error]);

  if (!ready || !booking.data) {
    return (
      <div css={page} aria-busy="true" aria-label={common('loading')}>
        <Skeleton height="32px" width="60%" />
        <Skeleton height="120px" />
      </div>
    );
  }
  const data = booking.data;
  const kind = confirmationKind(data.status);
  return (
    <div css={page} data-testid="booking-confirmation" data-kind={kind}>
      <h2 data-testid="booking-heading">{t(`confirmation.${kind}.title`)}</h2>
      <p>{t(`confirmation.${kind}.text`, { email: data.contact?.email ?? '' })}</p>
      <div css={card}>
        <BookingFacts
          booking={data}
          timeZone={settings.timeZone}
          language={language}
          t={t}
          common={common}
        />
      </div>
      {data.globalBookingNumber !== null && (
        <p>
          {t('confirmation.number')}: <strong>{String(data.globalBookingNumber)}</strong>
        </p>
      )}
    </div>
  );
}
