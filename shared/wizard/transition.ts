import { maxChildren } from './maxChildren.ts';
import { transitionBack } from './transitionBack.ts';
import { transitionPrefill } from './transitionPrefill.ts';
import type { TransitionContext, TransitionResult, WizardEvent } from './WizardEvent.ts';
import { wizardRoute } from './wizardRoute.ts';
import { initialWizardState, type WizardState } from './WizardState.ts';

function dropBooking(state: WizardState): WizardState {
  const { bookingId: _bookingId, ...rest } = state;
  return { ...rest, times: [], isWaitList: false };
}

/**
 * The wizard's only way forward or back (doc 1 §2, §4, §8): the next state and the route to
 * show. The store calls this for every guest action; it has no other way to change the step.
 */
export function transition(
  state: WizardState,
  event: WizardEvent,
  context: TransitionContext,
): TransitionResult {
  const { route } = context;
  const base = { ...route, isBookingRequest: state.isBookingRequest };

  switch (event.type) {
    case 'prefill':
      return transitionPrefill(state, event, context);
    case 'setGuests': {
      const next = { ...state, guests: event.guests };
      // Children are at most guests - 1 (doc 1 §5), so a smaller party asks again.
      if (next.guestsChildren !== undefined && next.guestsChildren > maxChildren(event.guests)) {
        delete next.guestsChildren;
      }
      return { state: next, route: wizardRoute(base, 'wizard') };
    }
    case 'setChildren':
      return {
        state: { ...state, guestsChildren: event.children },
        route: wizardRoute(base, 'wizard'),
      };
    case 'setDate': {
      const next = { ...dropBooking(state), date: event.date };
      return { state: next, route: wizardRoute(base, 'availability') };
    }
    case 'selectMonth':
      return { state: { ...state, selectedMonth: event.month }, route };
    case 'setTimes': {
      const next = { ...state, times: event.times, isWaitList: event.isWaitList };
      // Activities are collected on the list itself; a table time moves on at once.
      if (state.isActivityBooking || event.times.length === 0) return { state: next, route };
      const withMenu = event.hasMenu && !event.isWaitList && !state.isBookingRequest;
      return {
        state: next,
        route: wizardRoute(base, withMenu ? 'preorder' : 'finalize', state.bookingId),
      };
    }
    case 'continue':
      if (route.name === 'bookingRequestIntro') {
        return { state, route: wizardRoute({ ...base, isBookingRequest: true }, 'wizard') };
      }
      if (route.name === 'preorder' || route.name === 'availability') {
        return { state, route: wizardRoute(base, 'finalize', state.bookingId) };
      }
      return { state, route };
    case 'bookingCreated': {
      const next = { ...state, bookingId: event.bookingId };
      const takesId =
        route.name === 'availability' || route.name === 'preorder' || route.name === 'finalize';
      return {
        state: next,
        route: takesId ? wizardRoute(base, route.name, event.bookingId) : route,
      };
    }
    case 'back':
      return transitionBack(state, context);
    case 'reset':
      return {
        state: initialWizardState({
          isActivityBooking: route.isActivityBooking,
          isBookingRequest: false,
        }),
        route: wizardRoute({ ...base, isBookingRequest: false }, 'wizard'),
      };
    case 'startRequest': {
      const next = { ...dropBooking(state), isBookingRequest: true };
      return {
        state: next,
        route: wizardRoute({ ...base, isBookingRequest: true }, 'bookingRequestIntro'),
      };
    }
    case 'toggleRequestIntro': {
      const next = { ...state, isBookingRequest: true };
      const target = route.name === 'bookingRequestIntro' ? 'wizard' : 'bookingRequestIntro';
      return { state: next, route: wizardRoute({ ...base, isBookingRequest: true }, target) };
    }
    case 'reservationFailedAcknowledged': {
      const { date: _date, withPayment: _withPayment, ...rest } = dropBooking(state);
      return { state: rest, route: wizardRoute(base, 'wizard') };
    }
    case 'bookingCancelled':
    case 'timeTaken':
      // The party and the day stand; only the time (or the activities) is chosen again.
      return { state: dropBooking(state), route: wizardRoute(base, 'availability') };
    case 'finalized':
      return {
        state: initialWizardState({
          isActivityBooking: state.isActivityBooking,
          isBookingRequest: false,
        }),
        route: {
          name: 'bookingPage',
          system: route.system,
          bookingId: event.bookingId,
          isActivityBooking: state.isActivityBooking,
          isBookingRequest: false,
        },
      };
  }
}
