import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { bookingPageStatus } from '../../shared/booking/bookingPageStatus.ts';
import { cancelKindOf } from '../../shared/booking/cancelOption.ts';
import { failedOfferConfirm } from '../../shared/booking/failedOfferConfirm.ts';
import { sessionDestination, type SessionChoice } from '../../shared/booking/sessionDestination.ts';
import { sessionEndReason, type SessionEndReason } from '../../shared/booking/sessionEndReason.ts';
import { BookingStatus } from '../../shared/enums.ts';
import { currencyForSystem } from '../../shared/money/currencyForSystem.ts';
import type { Route } from '../../shared/routing/Route.ts';
import { pageForError } from '../api/pageForError.ts';
import { usePageTitle } from '../hooks/usePageTitle.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { useNow } from '../hooks/useNow.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BookingActions } from './actions/BookingActions.tsx';
import { ActivitiesSummary } from './ActivitiesSummary.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';
import { BookedTimesList } from './BookedTimesList.tsx';
import { BookingOverview } from './BookingOverview.tsx';
import { actionsRow, page } from './bookingPageStyles.ts';
import { bookingRequest, storeBooking } from './bookingRequest.ts';
import { CancelBooking } from './CancelBooking.tsx';
import { bookingConditions } from '../../shared/booking/bookingConditions.ts';
import { ConditionsBlock } from './ConditionsBlock.tsx';
import { MenuSummary } from './MenuSummary.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { SessionExpiredDialog } from './SessionDialogs.tsx';
import { useBookingLanguage } from './useBookingLanguage.ts';
import { VenueContact } from './VenueContact.tsx';

export type BookingRoute = Extract<Route, { name: 'bookingPage' }>;

/**
 * The booking page (doc 2 §2): greeting, status, overview, payment, My booking, menu, activities,
 * the venue's contact, cancel and the actions part B builds, conditions, and the way on.
 */
export function BookingPage({ settings, route }: { settings: Settings; route: BookingRoute }) {
  const { api, cache, store } = useWidget();
  const { t, ready, language, locale, i18n, common } = useNamespaceT('booking');
  const search = store.getState().location.search;
  const request = bookingRequest(api, route.bookingId, search);
  const booking = useQuery(request);
  const now = useNow();
  useBookingLanguage(i18n, booking.data);

  // doc 2 §4 Session guard: an Expired booking gets one Refresh; still not in progress, the
  // session-expired dialog shows.
  const refreshed = useRef(false);
  const [expired, setExpired] = useState<SessionEndReason | null>(null);
  const status = booking.data?.status;
  useEffect(() => {
    if (status !== BookingStatus.Expired || refreshed.current) return;
    refreshed.current = true;
    api.refresh(route.bookingId).then(
      (revived) => {
        if (revived.status === BookingStatus.BookingInProgress) storeBooking(api, cache, revived);
        else setExpired(sessionEndReason(revived.status));
      },
      () => setExpired('released'),
    );
  }, [status, api, cache, route.bookingId]);

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
  return (
    <BookingPageContent
      booking={booking.data}
      settings={settings}
      route={route}
      now={now}
      expired={expired}
      t={t}
      common={common}
      language={language}
      locale={locale}
      failedOfferConfirm={failedOfferConfirm(search)}
    />
  );
}

/**
 * A status (heading and messages) that changes while the page is open (Cancel, Leave the waiting
 * list, Accept the proposal: issue 52) removes the button that had focus: focus would fall to
 * the page. It goes to the status heading, in view, as after Book; a guest whose focus is still
 * on something of the page keeps it.
 */
function useStatusFocus(status: string, headingRef: RefObject<HTMLHeadingElement | null>) {
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    const node = headingRef.current;
    const root = node?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement;
    if (!node || (active && active !== node.ownerDocument.body)) return;
    node.focus({ preventScroll: true });
    node.scrollIntoView({ block: 'nearest' });
  }, [status, headingRef]);
}

interface ContentProps {
  booking: Booking;
  settings: Settings;
  route: BookingRoute;
  now: number;
  /** Why the session-expired dialog shows, if it does. */
  expired: SessionEndReason | null;
  failedOfferConfirm: boolean;
  t: (key: string, options?: Record<string, unknown>) => string;
  common: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  locale: string;
}

function BookingPageContent(props: ContentProps) {
  const { booking, settings, route, now, expired, t, common, language, locale } = props;
  const { store } = useWidget();
  // Arrived here from the widget's own flow (Book, a payment return): the button that had focus
  // is gone, so focus, and with it the view, goes to the outcome, which a screen reader reads
  // out (WCAG 2.4.3, 4.1.3). Opened from a link, the page leaves the host's focus alone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (store.getState().navigated) headingRef.current?.focus();
  }, [store]);
  const timeZone = settings.timeZone;
  const currency = currencyForSystem(route.system);
  const { heading, messages } = bookingPageStatus(booking, {
    now,
    timeZone,
    failedOfferConfirm: props.failedOfferConfirm,
  });
  useStatusFocus(`${heading}:${messages.join()}`, headingRef);
  const headingText = t(`heading.${heading}`);
  usePageTitle(headingText);
  const where = {
    system: route.system,
    unitId: booking.unitId,
    guid: booking.guid,
    isActivityBooking: booking.isActivityBooking || route.isActivityBooking,
  };
  const go = (choice: SessionChoice) =>
    store.getState().navigate({ pathname: sessionDestination(choice, where), search: '' });
  const party = [common('summary.guests', { count: booking.guests })];
  if (booking.guestsChildren > 0)
    party.push(common('summary.children', { count: booking.guestsChildren }));
  const name = booking.contact?.fname?.trim();
  const live = heading !== 'canceled' && heading !== 'expired' && heading !== 'past';
  const conditions = bookingConditions(settings.webConditions, booking.webBookingRules);

  return (
    <div
      css={page}
      data-testid="booking-page"
      data-heading={heading}
      data-kind={cancelKindOf(booking)}
    >
      <p data-testid="booking-greeting">
        {name ? t('greeting', { name }) : t('greetingAnonymous')}
      </p>
      <h2 data-testid="booking-heading" tabIndex={-1} ref={headingRef}>
        {headingText}
      </h2>
      {/* The intro by the heading: a request the venue confirmed or closed never reads "the
          venue will answer" (doc 2 §4 Inquiry). */}
      {live && <p>{t(`intro.${heading}`, { email: booking.contact?.email ?? '' })}</p>}
      {messages.length > 0 && (
        <div data-testid="status-messages">
          {messages.map((message) => (
            <Alert
              key={message}
              kind={message === 'offerFailed' || message.startsWith('payment') ? 'warning' : 'info'}
              live={false}
            >
              <span data-message={message}>{t(`status.${message}`)}</span>
            </Alert>
          ))}
        </div>
      )}
      <BookingOverview
        booking={booking}
        venueName={settings.unitsMetaData.name}
        timeZone={timeZone}
        language={language}
        t={t}
        common={common}
      />
      <PaymentSummary booking={booking} currency={currency} locale={locale} t={t} />
      <BookingActions booking={booking} settings={settings} />
      <BookedTimesList booking={booking} timeZone={timeZone} locale={locale} t={t} />
      <MenuSummary booking={booking} currency={currency} locale={locale} t={t} />
      <ActivitiesSummary booking={booking} currency={currency} locale={locale} t={t} />
      <div css={actionsRow}>
        {heading === 'confirmed' && (
          <AddToCalendar
            booking={booking}
            settings={settings}
            bookingUrl={new URL(
              sessionDestination('openBooking', where),
              window.location.origin,
            ).toString()}
            party={party.join(', ')}
            t={t}
          />
        )}
        <CancelBooking
          booking={booking}
          settings={settings}
          now={now}
          currency={currency}
          locale={locale}
          t={t}
          common={common}
        />
      </div>
      <VenueContact settings={settings} t={t} />
      <ConditionsBlock texts={conditions} collapse={settings.collapseConditions} t={t} />
      <div>
        <Button variant="link" onClick={() => go('bookAgain')} data-testid="book-more">
          {t(live ? 'links.bookMore' : 'links.toStart')}
        </Button>
      </div>
      <SessionExpiredDialog
        open={expired !== null}
        onOk={() => go('sessionExpired')}
        t={t}
        reason={expired ?? 'released'}
      />
    </div>
  );
}
