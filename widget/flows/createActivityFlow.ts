import type { Booking, Settings } from '../../shared/contract/index.ts';
import { activityBookingTimes } from '../../shared/activities/activityBookingTimes.ts';
import { activityRemoval } from '../../shared/activities/activityRemoval.ts';
import type { ActivitySelectionState } from '../../shared/activities/activitySelection.ts';
import { bookedTimes } from '../../shared/booking/bookedTimes.ts';
import { createBookingBody } from '../../shared/booking/createBookingBody.ts';
import { failureRoute } from '../../shared/errors/failureRoute.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { readQueryParams } from '../../shared/routing/readQueryParams.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import { failedCall, showFailure } from './routeFailure.ts';
import { activityLeaveGuardOf } from './activityLeaveGuard.ts';
import { wizardContext, type FlowDeps } from './createBookingFlow.ts';
import { seedBooking } from './seedBooking.ts';

export type ActivityResult<T> = { ok: true; value: T } | { ok: false; failure: MutationFailure };

/**
 * Removes one activity (doc 1 §4 Activity modal); the last one cancels the booking (doc 2 §4
 * Cancel), and the leave guard's question goes with it.
 */
async function removeActivity(
  { api, cache, store }: FlowDeps,
  ruleId: number,
  current: Booking,
  settings: Settings,
) {
  const { wizard } = store.getState();
  const zone = settings.timeZone;
  const removal = activityRemoval(current.articles, ruleId, {
    guests: wizard.guests ?? current.guests,
    guestsChildren: wizard.guestsChildren ?? null,
    date: wizard.date ?? readApiTime(current.start, zone).date,
    timeZone: zone,
  });
  if (removal.action === 'updateBooking') {
    const booking = await api.updateBooking(current.guid, { removeTimes: removal.removeTimes });
    seedBooking({ api, cache }, booking);
    store.getState().dispatch(
      {
        type: 'setTimes',
        times: bookedTimes(booking.articles, zone),
        isWaitList: wizard.isWaitList,
        hasMenu: false,
      },
      wizardContext(settings, false),
      { replace: true },
    );
    return booking;
  }
  // The last activity: the booking goes (doc 2 §4 Cancel), and so does the guard's question.
  activityLeaveGuardOf(store).release(current.guid);
  const booking = await api.cancel(current.guid);
  seedBooking({ api, cache }, booking);
  store.getState().dispatch({ type: 'bookingCancelled' }, wizardContext(settings, false));
  return booking;
}

/**
 * The activity booking (doc 1 §4 Creating the booking, Activity modal; doc 2 §4 Cancel): made on
 * the list when the first activity is added, its guid in the path; updated with every activity
 * added, changed or removed; cancelled when the last one goes. One call at a time.
 */
export function createActivityFlow({ api, cache, store }: FlowDeps) {
  let serial: Promise<unknown> = Promise.resolve();
  function inSeries<T>(task: () => Promise<T>): Promise<ActivityResult<T>> {
    const next = serial.then(task, task);
    serial = next.catch(() => undefined);
    return next.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, failure: fail(error) }),
    );
  }

  function fail(error: unknown): MutationFailure {
    const route = failureRoute(failedCall(error), 'step');
    const guid = store.getState().wizard.bookingId;
    if (route.shown.kind === 'reservationFailed' && guid) {
      // The modal's only way on leaves the list: the booking is released, not asked about.
      activityLeaveGuardOf(store).release(guid);
      void api.clear(guid).catch(() => undefined);
    }
    return showFailure(store, route);
  }

  async function save(
    ruleId: number,
    selection: ActivitySelectionState,
    current: Booking | undefined,
    settings: Settings,
  ): Promise<Booking> {
    const { wizard, language, location } = store.getState();
    const zone = settings.timeZone;
    const booked = current ? bookedTimes(current.articles, zone) : [];
    const next = activityBookingTimes(booked, wizard.isWaitList, ruleId, selection, zone);
    const times = next.times.map(({ ruleId: id, start }) => ({ ruleId: id, start }));
    const guid = current?.guid ?? wizard.bookingId;
    let booking: Booking;
    if (guid) {
      booking = await api.updateBooking(guid, {
        times,
        replaceTimes: true,
        isWaitList: next.isWaitList,
        lang: language,
      });
    } else {
      booking = await api.createBooking(
        createBookingBody({
          unitId: settings.unitsMetaData.id,
          wizard,
          times,
          isWaitList: next.isWaitList,
          lang: language,
          query: readQueryParams(location.search),
          activity: true,
        }),
      );
    }
    seedBooking({ api, cache }, booking);
    // A prefilled date shows the list on the start route; the guid belongs in the list's path.
    const onStart = !guid && store.getState().route.name === 'wizard' && wizard.date;
    store.getState().dispatchAll(
      [
        ...(onStart ? [{ type: 'setDate' as const, date: wizard.date! }] : []),
        { type: 'bookingCreated', bookingId: booking.guid },
        {
          type: 'setTimes',
          times: bookedTimes(booking.articles, zone),
          isWaitList: next.isWaitList,
          hasMenu: false,
        },
      ],
      wizardContext(settings, false),
      { replace: Boolean(guid) },
    );
    return booking;
  }

  return {
    /** Adds or changes one activity's times; creates the booking with the first one. */
    saveActivity: (
      ruleId: number,
      selection: ActivitySelectionState,
      current: Booking | undefined,
      settings: Settings,
    ) => inSeries(() => save(ruleId, selection, current, settings)),
    /** Removes one activity; the last one cancels the booking and returns to the start. */
    removeActivity: (ruleId: number, current: Booking, settings: Settings) =>
      inSeries(() => removeActivity({ api, cache, store }, ruleId, current, settings)),
    /** The guest confirmed leaving: the booking is released, then the navigation goes on. */
    leave: (guid: string) =>
      inSeries(async () => {
        const guard = activityLeaveGuardOf(store);
        const pending = guard.pending();
        guard.release(guid);
        await api.clear(guid).catch(() => undefined);
        cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates');
        guard.settle();
        if (pending) store.getState().navigate(pending.target);
      }),
  };
}

export type ActivityFlow = ReturnType<typeof createActivityFlow>;
