import { WizardStep } from '../enums.ts';
import type { RouteName } from '../routing/Route.ts';
import { isGuestCountAllowed } from './isGuestCountAllowed.ts';

export interface DeriveStepInput {
  /** The route the wizard is on. */
  routeName: Exclude<RouteName, 'bookingPage'>;
  guests?: number;
  guestsChildren?: number;
  /** YYYY-MM-DD */
  date?: string;
  maxWebGuests: number;
  /** The venue's activateWebChildren. */
  childrenEnabled: boolean;
  isBookingRequest: boolean;
}

const PAGE_STEP = {
  availability: WizardStep.Availability,
  preorder: WizardStep.Preorder,
  finalize: WizardStep.Finalize,
  // The guest is on the details step while the payment is confirmed.
  paymentConfirmation: WizardStep.Finalize,
} as const;

/**
 * The step to show (doc 1 §2 "Steps and progress"). A date on the wizard route opens the time
 * step rather than the details step the spec's rule 4 names: see docs/decisions/routing-wizard.md.
 */
export function deriveStep(input: DeriveStepInput): WizardStep {
  if (input.routeName !== 'wizard' && input.routeName !== 'bookingRequestIntro') {
    return PAGE_STEP[input.routeName];
  }
  // Rule 2, with doc 1 §5: a request is for more than the web maximum, so fewer asks again.
  if (input.guests === undefined || !isGuestCountAllowed(input.guests, input)) {
    return WizardStep.Guests;
  }
  if (input.childrenEnabled && input.guestsChildren === undefined) return WizardStep.GuestsChildren;
  if (input.date !== undefined) return WizardStep.Availability;
  return WizardStep.Date;
}
