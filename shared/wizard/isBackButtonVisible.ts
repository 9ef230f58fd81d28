import { WizardStep } from '../enums.ts';

/**
 * Whether a step shows the back button (doc 1 §2): not on the first step, except in a booking
 * request, where it leads back to the intro.
 */
export function isBackButtonVisible(
  step: WizardStep,
  options: { isBookingRequest: boolean },
): boolean {
  return step !== WizardStep.Guests || options.isBookingRequest;
}
