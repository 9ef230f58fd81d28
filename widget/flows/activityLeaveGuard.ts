import { activityLeaveAction } from '../../shared/activities/activityLeaveAction.ts';
import { buildPath } from '../../shared/routing/buildPath.ts';
import type { HistoryLocation } from '../router/createHistory.ts';
import type { WidgetState, WidgetStoreApi } from '../store/createWidgetStore.ts';
import { bookingInProgress } from './bookingInProgress.ts';
import { activityLeaveGuards } from './watchLeavingFlow.ts';

/** A leaving the guard held up: the guest is asked before the booking goes. */
interface PendingLeave {
  guid: string;
  /** Where the guest was going. */
  target: HistoryLocation;
}

export interface ActivityLeaveGuard {
  pending(): PendingLeave | null;
  /** The question is answered (either way). */
  settle(): void;
  /** The guest released this booking on purpose: leaving it asks nothing more. */
  release(guid: string): void;
  subscribe(listener: () => void): () => void;
}

const guards = new WeakMap<WidgetStoreApi, ActivityLeaveGuard>();

/**
 * The leave guard of one widget's activity bookings (doc 1 §4 Leaving the flow), installed in
 * watchLeavingFlow on first use. The widget's router cannot veto a change, so the guard undoes
 * it: a route that no longer holds the unfinalized booking takes the guest back to the list of
 * that booking, where LeaveActivityDialog asks; confirming clears it (createActivityFlow.leave).
 */
export function activityLeaveGuardOf(store: WidgetStoreApi): ActivityLeaveGuard {
  const existing = guards.get(store);
  if (existing) return existing;
  let pending: PendingLeave | null = null;
  const released = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const guard: ActivityLeaveGuard = {
    pending: () => pending,
    settle() {
      pending = null;
      emit();
    },
    release: (guid) => void released.add(guid),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  guards.set(store, guard);
  activityLeaveGuards.set(store, (held: string, state: WidgetState, previous: WidgetState) => {
    const from = previous.route;
    if (from.name === 'notFound' || from.name === 'bookingPage' || !from.isActivityBooking) {
      return false;
    }
    const action = activityLeaveAction({
      held,
      now: bookingInProgress(state.route),
      finalized: state.route.name === 'bookingPage' && state.route.bookingId === held,
      released: released.has(held),
    });
    if (action === 'none') return released.has(held);
    pending = { guid: held, target: state.location };
    emit();
    const list = { ...from, name: 'availability' as const, bookingId: held };
    const back = { pathname: buildPath(list), search: previous.location.search };
    // After this change has reached every listener: back to the list, which asks.
    queueMicrotask(() => store.getState().navigate(back, { replace: true }));
    return true;
  });
  return guard;
}
