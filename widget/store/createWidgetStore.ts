import { createStore } from 'zustand/vanilla';
import type { PaymentReturnOutcome } from '../../shared/checkout/paymentReturnOutcome.ts';
import type { ErrorPage } from '../../shared/errors/errorPage.ts';
import type { UiLanguage } from '../../shared/i18n/languages.ts';
import { buildPath } from '../../shared/routing/buildPath.ts';
import { matchRoute } from '../../shared/routing/matchRoute.ts';
import type { Route, UnknownRoute } from '../../shared/routing/Route.ts';
import { transition } from '../../shared/wizard/transition.ts';
import type { TransitionContext, WizardEvent } from '../../shared/wizard/WizardEvent.ts';
import { initialWizardState, type WizardState } from '../../shared/wizard/WizardState.ts';
import { formatSearch } from '../../shared/routing/formatSearch.ts';
import { parseSearch } from '../../shared/routing/parseSearch.ts';
import { wizardFromQuery } from '../../shared/wizard/wizardFromQuery.ts';
import { wizardToQuery } from '../../shared/wizard/wizardToQuery.ts';
import type { HistoryLocation, WidgetHistory } from '../router/createHistory.ts';

export interface ErrorState {
  page: ErrorPage;
  /** What the page's Try again does when it repeats the failed call (504). */
  retry?: () => void;
}

export interface WidgetState {
  location: HistoryLocation;
  route: Route | UnknownRoute;
  wizard: WizardState;
  language: UiLanguage;
  error: ErrorState | null;
  /** The error code of a failed creation: the reservation-failed modal is open (doc 1 §8). */
  reservationFailure: number | null;
  /** The chosen time's rule offers a pre-order menu (back from finalize goes to preorder). */
  bookingHasMenu: boolean;
  /** The terminal refused the payment: the details step says why, by its button. */
  paymentFailure: PaymentFailure | null;
  /** The guest has moved within the widget since it started (a screen may then take focus). */
  navigated: boolean;
}

/** A refused payment as the details step tells it (doc 2 §8). */
type PaymentFailure = NonNullable<PaymentReturnOutcome['toast']> &
  Pick<PaymentReturnOutcome, 'timeTaken'>;

interface WidgetActions {
  navigate(location: HistoryLocation, options?: { replace?: boolean }): void;
  back(): void;
  forward(): void;
  setLanguage(language: UiLanguage): void;
  showError(error: ErrorState): void;
  clearError(): void;
  /** Moves the wizard through shared/wizard/transition and goes where it says. */
  dispatch(
    event: WizardEvent,
    context: Omit<TransitionContext, 'route'>,
    options?: { replace?: boolean },
  ): void;
  /** Several events as one step: one entry in the history for all of them. */
  dispatchAll(
    events: WizardEvent[],
    context: Omit<TransitionContext, 'route'>,
    options?: { replace?: boolean },
  ): void;
  setReservationFailure(code: number | null): void;
  setBookingHasMenu(hasMenu: boolean): void;
  setPaymentFailure(failure: PaymentFailure | null): void;
}

export type WidgetStore = WidgetState & WidgetActions;

const routeOf = (location: HistoryLocation) => matchRoute(location.pathname);

function flagsOf(route: Route | UnknownRoute) {
  return route.name === 'notFound'
    ? { isActivityBooking: false, isBookingRequest: false }
    : { isActivityBooking: route.isActivityBooking, isBookingRequest: route.isBookingRequest };
}

/** The state of one `<booking-widget>`: created with the element, never shared. */
export function createWidgetStore(history: WidgetHistory, language: UiLanguage) {
  const location = history.location();
  const route = routeOf(location);
  // The wizard a dispatch moves to, while its history entry is pushed: the history's listener
  // writes it with the new address, so a guest's choice is one store write and one host step
  // event (issue 36), never a wizard ahead of its route.
  let moving: { wizard: WizardState; applied: boolean } | null = null;
  const store = createStore<WidgetStore>()((set, get) => ({
    location,
    route,
    wizard: wizardFromQuery(
      initialWizardState(flagsOf(route)),
      parseSearch(location.search),
      route,
    ),
    language,
    error: null,
    reservationFailure: null,
    bookingHasMenu: false,
    setReservationFailure: (code) => set({ reservationFailure: code }),
    setBookingHasMenu: (hasMenu) => set({ bookingHasMenu: hasMenu }),
    paymentFailure: null,
    navigated: false,
    setPaymentFailure: (failure) => set({ paymentFailure: failure }),
    navigate(next, options) {
      if (options?.replace) history.replace(next);
      else history.push(next);
    },
    back: () => history.back(),
    forward: () => history.forward(),
    setLanguage: (next) => set({ language: next }),
    showError: (error) => set({ error }),
    clearError: () => set({ error: null }),
    dispatch(event, context, options) {
      get().dispatchAll([event], context, options);
    },
    dispatchAll(events, context, options) {
      const current = get();
      let route = current.route;
      let wizard = current.wizard;
      for (const event of events) {
        if (route.name === 'notFound' || route.name === 'bookingPage') break;
        const result = transition(wizard, event, { ...context, route });
        wizard = result.state;
        route = result.route;
      }
      if (route === current.route && wizard === current.wizard) return;
      const pathname = route.name === 'notFound' ? current.location.pathname : buildPath(route);
      const search = formatSearch(wizardToQuery(parseSearch(current.location.search), wizard));
      if (pathname !== current.location.pathname || search !== current.location.search) {
        moving = { wizard, applied: false };
        try {
          if (options?.replace) history.replace({ pathname, search });
          else history.push({ pathname, search });
        } finally {
          const { applied } = moving;
          moving = null;
          // A history already at that address calls no listener.
          if (!applied) set({ wizard });
        }
      } else set({ wizard });
    },
  }));
  const unlisten = history.listen((next) => {
    const nextRoute = routeOf(next);
    // The address holds the choices, so back and forward restore them too.
    const base = moving?.wizard ?? store.getState().wizard;
    if (moving) moving.applied = true;
    const wizard = wizardFromQuery(base, parseSearch(next.search), nextRoute);
    store.setState({ location: next, route: nextRoute, wizard, navigated: true });
  });
  return { store, dispose: unlisten };
}

export type WidgetStoreApi = ReturnType<typeof createWidgetStore>['store'];
