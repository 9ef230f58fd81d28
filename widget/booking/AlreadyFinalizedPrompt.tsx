// The already-finalized dialog on the wizard's reload path, loaded only when a reloaded booking
// turns out finalized meanwhile (DESIGN §6: nothing of it in the first step's JS), with the
// booking page's chunk (bookingPageScreen.tsx).
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { sessionEndReason } from '../../shared/booking/sessionEndReason.ts';
import { sessionDestination, type SessionChoice } from '../../shared/booking/sessionDestination.ts';
import type { AlreadyFinalizedVariant } from '../../shared/booking/sessionGuard.ts';
import { formatSearch } from '../../shared/routing/formatSearch.ts';
import { queryAfterFinalize } from '../../shared/routing/queryAfterFinalize.ts';
import { wizardContext } from '../flows/createBookingFlow.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { AlreadyFinalizedDialog, SessionExpiredDialog } from './SessionDialogs.tsx';

interface AlreadyFinalizedPromptProps {
  /** 'expired': the session-expired dialog, whose OK returns to the start page. */
  variant: AlreadyFinalizedVariant | 'expired';
  bookingId: string;
  settings: Settings;
  /** The dialog is done: the guest chose and the widget moved on. */
  onDone(): void;
}

/**
 * Doc 2 §2 "Already-finalized dialogs", "Session-expired dialog", §4 Session guard: the booking
 * of the route the guest entered is finalized, or gone (the session-expired dialog). 'Open booking' goes to the booking view, 'Book again' to the start page
 * (/activity-booking for activity bookings) with every choice cleared; both drop the wizard's
 * own parameters (as after finalizing, doc 2 §2) and replace the reloaded step, so Back does
 * not return to a booking that is done.
 */
export default function AlreadyFinalizedPrompt(props: AlreadyFinalizedPromptProps) {
  const { variant, bookingId, settings, onDone } = props;
  const { api, cache, store } = useWidget();
  const { t, ready } = useNamespaceT('booking');
  // The guard seeded the booking it judged: its status says why the session ended (doc 2 §8).
  const status = cache.getState<Booking>(api.booking(bookingId).key).data?.status;
  if (!ready) return null;
  const leave = (choice: SessionChoice) => {
    onDone();
    const { route, wizard } = store.getState();
    const system = route.name === 'notFound' ? '' : route.system;
    // First the wizard lets the booking go as after finalizing: its choices are cleared and
    // nothing releases (Clear) a booking that is done. Then the chosen destination, keeping
    // the address's other parameters (tag, sectionIds, lang) but not the wizard's own.
    store.getState().dispatch({ type: 'finalized', bookingId }, wizardContext(settings, false), {
      replace: true,
    });
    const pathname = sessionDestination(choice, {
      system,
      unitId: settings.unitsMetaData.id,
      guid: bookingId,
      isActivityBooking: wizard.isActivityBooking,
    });
    const search = formatSearch(queryAfterFinalize(store.getState().location.search));
    store.getState().navigate({ pathname, search }, { replace: true });
  };

  if (variant === 'expired')
    return (
      <SessionExpiredDialog
        open
        onOk={() => leave('sessionExpired')}
        t={t}
        reason={sessionEndReason(status)}
      />
    );
  return (
    <AlreadyFinalizedDialog
      variant={variant}
      onOpenBooking={() => leave('openBooking')}
      onBookAgain={() => leave('bookAgain')}
      t={t}
    />
  );
}
