import type { Booking, Settings } from '../../shared/contract/index.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import type { WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import type { ChosenTime } from '../../shared/wizard/WizardState.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import type { QueryCache } from '../api/createQueryCache.ts';
import type { WidgetStoreApi } from '../store/createWidgetStore.ts';
import { BookingStatus } from '../../shared/enums.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import { buildPath } from '../../shared/routing/buildPath.ts';
import { wizardRoute } from '../../shared/wizard/wizardRoute.ts';
import { isHttpError } from '../api/errors.ts';
import { pageForError } from '../errors/pageForError.ts';

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
    const query = readQueryParams(location.search);
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
      : await api.createBooking({
          unitId: settings.unitsMetaData.id,
          guests: wizard.guests ?? 1,
          guestsChildren: wizard.guestsChildren ?? 0,
          date: wizard.date ?? '',
          times: chosen,
          isInquiry: wizard.isBookingRequest,
          isWaitList,
          lang: language,
          ...(query.sectionIds ? { sectionIds: query.sectionIds } : {}),
          ...(query.tag ? { tag: query.tag } : {}),
        });
    // The answer seeds the booking query; the seats shown for the day changed.
    cache.setData(api.booking(booking.guid).key, booking);
    cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates');
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

  function fail(error: unknown) {
    if (isHttpError(error) && error.code !== undefined && error.status < 500) {
      store.getState().setReservationFailure(error.code);
    } else {
      store.getState().showError({ page: pageForError(error) });
    }
  }

  /**
   * After a reload: the booking was released as the page went away, so the same times are
   * booked again (as doc 1 §4 re-creates a confirmed-menu booking) and the path takes the new
   * guid. If the release never reached the API the booking is simply kept.
   */
  async function rebook(guid: string, settings: Settings) {
    const old = await api.booking(guid).run();
    if (old.status === BookingStatus.BookingInProgress) return;
    const times = bookedTimes(old.articles).map((t) => ({ ...t, hasMenu: old.menus.length > 0 }));
    const { route, location } = store.getState();
    if (times.length === 0 || route.name === 'notFound' || route.name === 'bookingPage') return;
    // Back on the time list without the released booking, then the same times once more.
    const list = wizardRoute(route, 'availability');
    store
      .getState()
      .navigate({ pathname: buildPath(list), search: location.search }, { replace: true });
    await submit(times, old.status === BookingStatus.WaitList, settings);
  }

  return {
    /** Books the same times again for a booking released by a reload (see rebook). */
    resume(guid: string, settings: Settings): Promise<void> {
      return inSeries(() => rebook(guid, settings)).catch(fail);
    },
    /** Books the chosen times; a failure opens the reservation-failed modal or an error page. */
    chooseTimes(times: TimeChoice[], isWaitList: boolean, settings: Settings): Promise<void> {
      return inSeries(() => submit(times, isWaitList, settings)).then(() => undefined, fail);
    },
  };
}

export type BookingFlow = ReturnType<typeof createBookingFlow>;
