import { WizardStep } from '../enums.ts';
import { deriveStep } from './deriveStep.ts';
import type { TransitionContext, TransitionResult } from './WizardEvent.ts';
import { wizardRoute } from './wizardRoute.ts';
import type { WizardState } from './WizardState.ts';

// Leaving the chosen times also leaves the booking made for them; the leave guard releases it.
function withoutBooking(state: WizardState): WizardState {
  const { bookingId: _bookingId, ...rest } = state;
  return { ...rest, times: [], isWaitList: false };
}

// What the cleared party was, to show it again; no key for a value there was not.
function party(guests: number | undefined, before: WizardState['chosenBefore'] = {}) {
  const children = before.guestsChildren;
  return {
    ...(guests !== undefined && { guests }),
    ...(children !== undefined && { guestsChildren: children }),
  };
}

function backOnWizardRoute(state: WizardState, context: TransitionContext): TransitionResult {
  const base = { ...context.route, isBookingRequest: state.isBookingRequest };
  const step = deriveStep({ ...state, ...context, routeName: 'wizard' });
  const stay = wizardRoute(base, 'wizard');
  switch (step) {
    case WizardStep.Guests:
      // Only a booking request has somewhere to go from the first step: its intro.
      return state.isBookingRequest
        ? { state, route: wizardRoute(base, 'bookingRequestIntro') }
        : { state, route: stay };
    case WizardStep.GuestsChildren: {
      const { guests, guestsChildren: _children, ...rest } = state;
      return { state: { ...rest, chosenBefore: party(guests, state.chosenBefore) }, route: stay };
    }
    case WizardStep.Date: {
      // "Wizard back clears guests when children are enabled" (doc 1 §2): the party is asked
      // again from the start, and its children with it.
      const { guests, guestsChildren, ...rest } = state;
      return { state: { ...rest, chosenBefore: party(guests, { guestsChildren }) }, route: stay };
    }
    default: {
      const { date: _date, ...rest } = withoutBooking(state);
      return { state: rest, route: stay };
    }
  }
}

/**
 * doc 1 §2 Back navigation: from finalize, back goes to the pre-order (keeping the booking and
 * its quantities) when the venue has menus and the booking is no activity, wait-list or
 * request booking.
 */
export function backGoesToPreorder(
  state: Pick<WizardState, 'isActivityBooking' | 'isWaitList' | 'isBookingRequest'>,
  hasMenus: boolean,
): boolean {
  return hasMenus && !state.isActivityBooking && !state.isWaitList && !state.isBookingRequest;
}

/** The back button (doc 1 §2 "Back navigation"); withPayment never survives it. */
export function transitionBack(current: WizardState, context: TransitionContext): TransitionResult {
  const { withPayment: _withPayment, ...state } = current;
  const { route } = context;
  const base = { ...route, isBookingRequest: state.isBookingRequest };
  switch (route.name) {
    case 'bookingRequestIntro':
      return { state, route: wizardRoute({ ...base, isBookingRequest: true }, 'wizard') };
    case 'wizard':
      return backOnWizardRoute(state, context);
    case 'availability': {
      const { date: _date, ...rest } = withoutBooking(state);
      return { state: rest, route: wizardRoute(base, 'wizard') };
    }
    case 'preorder':
      return { state: withoutBooking(state), route: wizardRoute(base, 'availability') };
    case 'finalize': {
      if (backGoesToPreorder(state, context.hasMenus))
        return { state, route: wizardRoute(base, 'preorder', state.bookingId) };
      // The activity list shows the booking's activities, so it keeps the booking.
      if (state.isActivityBooking) {
        return { state, route: wizardRoute(base, 'availability', state.bookingId) };
      }
      return { state: withoutBooking(state), route: wizardRoute(base, 'availability') };
    }
    case 'paymentConfirmation':
      return { state, route: wizardRoute(base, 'finalize', state.bookingId) };
  }
}
