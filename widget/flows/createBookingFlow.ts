import type { Booking, Settings } from '../../shared/contract/index.ts';
import { createBookingBody } from '../../shared/booking/createBookingBody.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import type { WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import type { ChosenTime } from '../../shared/wizard/WizardState.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import type { QueryCache } from '../api/createQueryCache.ts';
import type { WidgetStoreApi } from '../store/createWidgetStore.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import { sessionGuard, type AlreadyFinalizedVariant } from '../../shared/booking/sessionGuard.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { failureRoute } from '../../shared/errors/failureRoute.ts';
import { failedCall, routeFailure } from './routeFailure.ts';
import { seedBooking } from './seedBooking.ts';

/**
 * Where the session guard stopped the wizard: the already-finalized dialog's variant, or
 * 'expired' for the session-expired dialog (doc 2 §4 Session guard).
 */
export interface AlreadyFinalized {
  variant: AlreadyFinalizedVariant | 'expired';
  bookingId: string;
}

export interface TimeChoice extends ChosenTime {
  hasMenu: boolean;
}

/** What transition needs besides the state, from the venue's settings. */
export function wizardContext(settings: Settings, hasMenus: boolean) {
  return {
    childrenEnabled: settings.unitsMetaData.activateWebChildren,
    maxWebGuests: settings.unitsMetaData.maxWebGuests,
    hasMenus,
  };
}

/** What a flow works with: the instance's API client, query cache and store, nothing more. */
export interface FlowDeps {
  api: ApiClient;
  cache: QueryCache;
  store: WidgetStoreApi;
}

/**
 * The session guard's one Refresh (doc 2 §4). A refusal with a code (the table was taken meanwhile:
 * code 2) leaves the booking unrevived: null, for the session-expired dialog. A Refresh that says
 * nothing of the booking (no answer, a gateway) throws, and fails as a page's loading does.
 */
async function refreshOnce(api: ApiClient, guid: string): Promise<Booking | null> {
  try {
    return await api.refresh(guid);
  } catch (error) {
    if (failureRoute(failedCall(error), 'sessionRefresh').shown.kind === 'sessionExpired')
      return null;
    throw error;
  }
}

/**
 * Doc 2 §4 Session guard, on every entry to a route bound to a booking (first load, new tab,
 * history, bookmark, reload). After a reload the page going away released the booking (Clear
 * leaves it Expired), so the guard tries one Refresh, which takes a table again under the
 * same guid. A table taken meanwhile answers code 2 (the session-expired dialog); a booking
 * finalized meanwhile (in another tab, or by the venue) is told to the `onAlreadyFinalized`
 * listeners, which open the already-finalized dialog (doc 2 §2, §4); any other (cancelled,
 * still expired) gets the session-expired dialog. Nothing is booked anew behind the guest's
 * back.
 */
async function revive(
  { api, cache, store }: FlowDeps,
  guid: string,
  settings: Settings,
  finalizedListeners: Set<(finalized: AlreadyFinalized) => void>,
) {
  let booking = await api.booking(guid).run();
  let decision = sessionGuard(booking, { refreshed: false });
  if (decision.kind === 'refreshOnce') {
    const revived = await refreshOnce(api, guid);
    if (revived) booking = revived;
    decision = revived ? sessionGuard(revived, { refreshed: true }) : { kind: 'sessionExpired' };
  }
  seedBooking({ api, cache }, booking);
  const { route, wizard } = store.getState();
  if (decision.kind === 'sessionExpired' || decision.kind === 'alreadyFinalized') {
    const variant = decision.kind === 'alreadyFinalized' ? decision.variant : 'expired';
    for (const listener of finalizedListeners) listener({ variant, bookingId: guid });
    return;
  }
  const hasMenu = !wizard.isWaitList && booking.menus.length > 0;
  const context = wizardContext(settings, hasMenu);
  if (route.name !== 'finalize' && route.name !== 'preorder') return;
  // The times come back from the booking; the guest stays on the step they reloaded.
  store.getState().setBookingHasMenu(hasMenu);
  const times = bookedTimes(booking.articles, settings.timeZone);
  const setTimes: WizardEvent = {
    type: 'setTimes',
    times,
    isWaitList: wizard.isWaitList,
    hasMenu: route.name === 'preorder',
  };
  store.getState().dispatch(setTimes, context, { replace: true });
}

/**
 * Creating or updating the booking for the chosen times (doc 1 §4 "Creating the booking",
 * "Choosing times"). Creation and respond calls run one after another (a serial scope), so a
 * double click or a quick second choice never makes two bookings.
 */
export function createBookingFlow({ api, cache, store }: FlowDeps) {
  let serial: Promise<unknown> = Promise.resolve();

  function inSeries<T>(task: () => Promise<T>): Promise<T> {
    const next = serial.then(task, task);
    serial = next.catch(() => undefined);
    return next;
  }

  async function submit(times: TimeChoice[], isWaitList: boolean, settings: Settings) {
    const { wizard, language, location } = store.getState();
    const chosen = times.map(({ ruleId, start }) => ({ ruleId, start }));
    const existing = wizard.bookingId;
    const booking: Booking = existing
      ? await api.updateBooking(existing, {
          times: chosen,
          replaceTimes: true,
          isWaitList,
          guests: wizard.guests,
          guestsChildren: wizard.guestsChildren ?? 0,
          lang: language,
        })
      : await api.createBooking(
          createBookingBody({
            unitId: settings.unitsMetaData.id,
            wizard,
            times: chosen,
            isWaitList,
            lang: language,
            query: readQueryParams(location.search),
          }),
        );
    seedBooking({ api, cache }, booking);
    const hasMenu = !isWaitList && times.some((t) => t.hasMenu);
    store.getState().setBookingHasMenu(hasMenu);
    const events: WizardEvent[] = [
      { type: 'bookingCreated', bookingId: booking.guid },
      {
        type: 'setTimes',
        times: times.map(({ ruleId, start, end }) => ({ ruleId, start, end })),
        isWaitList,
        hasMenu,
      },
    ];
    store.getState().dispatchAll(events, wizardContext(settings, hasMenu));
    return booking;
  }

  const tryAgainListeners = new Set<() => void>();
  const finalizedListeners = new Set<(finalized: AlreadyFinalized) => void>();

  /** What a failed creation means (doc 1 §8); a coded one opens the reservation-failed modal. */
  function fail(error: unknown): MutationFailure {
    const failure = routeFailure(store, error, 'step');
    if (failure.kind === 'tryAgain') for (const listener of tryAgainListeners) listener();
    return failure;
  }

  function resume(guid: string, settings: Settings): Promise<void> {
    // The booking's reading, or a Refresh that said nothing of it: this is the loading of a
    // page, so the page mapping applies (a coded GET opens the modal), and Try again repeats
    // the revival. A refused Refresh never gets here: it is the session-expired dialog.
    return inSeries(() => revive({ api, cache, store }, guid, settings, finalizedListeners)).catch(
      (error: unknown) => {
        routeFailure(store, error, 'pageLoad', () => void resume(guid, settings));
      },
    );
  }

  return {
    /** The session guard on entering a booking's route; revives a released booking (see revive). */
    resume,
    /** Hears a revived booking that was finalized meanwhile; returns the unsubscribe. */
    onAlreadyFinalized(listener: (finalized: AlreadyFinalized) => void): () => void {
      finalizedListeners.add(listener);
      return () => finalizedListeners.delete(listener);
    },
    /**
     * Books the chosen times. Resolves to null on success, or to what the failure meant: the
     * reservation-failed modal or the no-connection page is already shown; 'tryAgain' was told
     * to the `onTryAgain` listeners (the time step), and the guest keeps every choice.
     */
    chooseTimes(
      times: TimeChoice[],
      isWaitList: boolean,
      settings: Settings,
    ): Promise<MutationFailure | null> {
      return inSeries(() => submit(times, isWaitList, settings)).then(() => null, fail);
    },
    /** Hears each failed choice the guest should simply make again; returns the unsubscribe. */
    onTryAgain(listener: () => void): () => void {
      tryAgainListeners.add(listener);
      return () => tryAgainListeners.delete(listener);
    },
  };
}

export type BookingFlow = ReturnType<typeof createBookingFlow>;
