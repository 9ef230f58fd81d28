import type { FlowDeps } from './createBookingFlow.ts';
import type { WidgetState } from '../store/createWidgetStore.ts';
import { bookingInProgress } from './bookingInProgress.ts';
import { leavingForPayment } from './leavingForPayment.ts';

/**
 * Per widget, the guard of its activity bookings (doc 1 §4 Leaving the flow), installed with the
 * activity screens: true when it took the leaving of `held` over.
 */
export const activityLeaveGuards = new WeakMap<
  FlowDeps['store'],
  (held: string, state: WidgetState, previous: WidgetState) => boolean
>();

/**
 * Leaving the flow (doc 1 §4): when the route stops holding an unfinalized table booking (the
 * guest went back, or anywhere else), the booking is cleared on the API so its table is free
 * again; navigation is never held up for it. Closing the page releases it with a keepalive
 * request. Activity bookings ask first: the activity screens install their guard here
 * (widget/flows/activityLeaveGuard.ts), which takes such a leaving over.
 */
export function watchLeavingFlow(
  { store, api, cache }: FlowDeps,
  win: Window = window,
): () => void {
  let held = bookingInProgress(store.getState().route);

  const stopWatching = store.subscribe((state, previous) => {
    const now = bookingInProgress(state.route);
    const finalized = state.route.name === 'bookingPage' && state.route.bookingId === held;
    // The activity list's guard asks first, or knows the booking is already released.
    const guarded = held && activityLeaveGuards.get(store)?.(held, state, previous);
    if (held && now !== held && !finalized && !guarded) {
      const guid = held;
      void api
        .clear(guid)
        .catch(() => undefined)
        .finally(() =>
          cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates'),
        );
    }
    held = now;
  });

  const onPageHide = () => {
    // On the way to the payment terminal the booking must stay held (leavingForPayment.ts).
    if (!held || leavingForPayment.has(store)) return;
    // A reload comes back with the route; the session guard revives the released booking under
    // the same guid (flow.resume).
    api.releaseOnUnload(held);
  };
  // Back from the terminal through the browser's cache: leaving releases the booking again.
  const onPageShow = () => leavingForPayment.clear(store);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    stopWatching();
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('pageshow', onPageShow);
  };
}
