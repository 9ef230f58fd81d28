import { WizardStep } from '../enums.ts';

export interface WizardScreenInput {
  step: WizardStep;
  /** The route is the booking request's introduction (doc 1 §3 Booking request). */
  isRequestIntro: boolean;
  isBookingRequest: boolean;
  isActivityBooking: boolean;
  /** YYYY-MM-DD, once chosen. */
  date?: string | undefined;
  bookingId?: string | undefined;
}

/**
 * What the wizard's hub draws for a step (doc 1 §2 "Steps and progress"). `none` is a state no
 * screen can show (a time step without its date, a pre-order without its booking): the hub ends
 * it on the broken-link error page, never on a placeholder.
 */
export type WizardScreen =
  | { name: 'requestIntro' }
  | { name: 'requestGuests' }
  | { name: 'guests' }
  | { name: 'children' }
  | { name: 'date' }
  | { name: 'activities'; date: string }
  | { name: 'times'; date: string }
  | { name: 'preorder'; bookingId: string }
  | { name: 'details' }
  | { name: 'none' };

/** The screen for a step of the wizard (doc 1 §2, §3 Booking request, §4 Pre-order). */
export function wizardScreen(input: WizardScreenInput): WizardScreen {
  if (input.isRequestIntro) return { name: 'requestIntro' };
  switch (input.step) {
    case WizardStep.Guests:
      return { name: input.isBookingRequest ? 'requestGuests' : 'guests' };
    case WizardStep.GuestsChildren:
      return { name: 'children' };
    case WizardStep.Date:
      return { name: 'date' };
    case WizardStep.Availability:
      if (!input.date) return { name: 'none' };
      return { name: input.isActivityBooking ? 'activities' : 'times', date: input.date };
    case WizardStep.Preorder:
      return input.bookingId ? { name: 'preorder', bookingId: input.bookingId } : { name: 'none' };
    case WizardStep.Finalize:
      return { name: 'details' };
  }
}
