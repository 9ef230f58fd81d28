import type { Route } from '../routing/Route.ts';
import type { WizardRoute } from './wizardRoute.ts';
import type { ChosenTime, WizardState } from './WizardState.ts';

/** Everything that moves the wizard (doc 1 §2, §4, §8). */
export type WizardEvent =
  /** Values read from the query on load (doc 1 §2 "Query parameters read"). */
  | {
      type: 'prefill';
      guests?: number;
      guestsChildren?: number;
      date?: string;
      withPayment?: boolean;
    }
  | { type: 'setGuests'; guests: number }
  | { type: 'setChildren'; children: number }
  | { type: 'setDate'; date: string }
  /** The calendar shows another month, YYYY-MM. */
  | { type: 'selectMonth'; month: string }
  /** The chosen times; `hasMenu` when their rule offers a pre-order menu. */
  | { type: 'setTimes'; times: ChosenTime[]; isWaitList: boolean; hasMenu: boolean }
  /** Continue from the intro, the activity list or the pre-order page. */
  | { type: 'continue' }
  | { type: 'bookingCreated'; bookingId: string }
  | { type: 'back' }
  /** Start over from the first step (session expired, leave-flow abort, book again). */
  | { type: 'reset' }
  /** The guests step's "create a request instead" button. */
  | { type: 'startRequest' }
  | { type: 'toggleRequestIntro' }
  /** The reservation-failed modal's button (doc 1 §8). */
  | { type: 'reservationFailedAcknowledged' }
  /** The only remaining activity was removed, which cancels the booking (doc 1 §4). */
  | { type: 'bookingCancelled' }
  /** The held time was taken while the guest paid (doc 2 §8 DoubleBookingException). */
  | { type: 'timeTaken' }
  | { type: 'finalized'; bookingId: string };

/** What transition needs to know besides the state. */
export interface TransitionContext {
  /** The route the wizard is on now. */
  route: WizardRoute;
  /** The venue's activateWebChildren. */
  childrenEnabled: boolean;
  maxWebGuests: number;
  /** The venue offers pre-order menus (doc 1 §2 "Back navigation"). */
  hasMenus: boolean;
}

export interface TransitionResult {
  state: WizardState;
  /** Where to navigate; equal to the context route when the screen stays. */
  route: Route;
}
