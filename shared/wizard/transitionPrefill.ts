import { WizardStep } from '../enums.ts';
import { deriveStep } from './deriveStep.ts';
import type { TransitionContext, TransitionResult, WizardEvent } from './WizardEvent.ts';
import { wizardRoute } from './wizardRoute.ts';
import type { WizardState } from './WizardState.ts';

type PrefillEvent = Extract<WizardEvent, { type: 'prefill' }>;

/**
 * The checked prefill replaces what the address held (doc 1 §2 Query parameters read), then the
 * step derivation picks the page: a later page the values cannot support falls back to the
 * one that asks for what is missing. See docs/decisions/routing-wizard.md.
 */
export function transitionPrefill(
  state: WizardState,
  event: PrefillEvent,
  context: TransitionContext,
): TransitionResult {
  const { guests: _g, guestsChildren: _c, date: _d, withPayment: _w, ...rest } = state;
  const next: WizardState = { ...rest };
  if (event.guests !== undefined) next.guests = event.guests;
  if (event.guestsChildren !== undefined) next.guestsChildren = event.guestsChildren;
  if (event.date !== undefined) next.date = event.date;
  const withPayment = event.withPayment ?? state.withPayment;
  if (withPayment !== undefined) next.withPayment = withPayment;

  const { route } = context;
  const base = { ...route, isBookingRequest: next.isBookingRequest };
  const complete =
    deriveStep({ ...next, ...context, routeName: 'wizard' }) === WizardStep.Availability;
  const back = complete ? wizardRoute(base, 'availability') : wizardRoute(base, 'wizard');
  switch (route.name) {
    case 'wizard':
      // Prefilled guests and date open the time step directly.
      return { state: next, route: back };
    case 'availability':
      return complete ? { state: next, route } : { state: withoutBooking(next), route: back };
    case 'preorder':
    case 'finalize':
      // These pages need the booking the time list makes; without one they have nothing to show.
      return route.bookingId
        ? { state: next, route }
        : { state: withoutBooking(next), route: back };
    default:
      return { state: next, route };
  }
}

function withoutBooking(state: WizardState): WizardState {
  const { bookingId: _bookingId, ...rest } = state;
  return { ...rest, times: [], isWaitList: false };
}
