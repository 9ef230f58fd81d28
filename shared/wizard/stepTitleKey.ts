import { PaymentRule, WizardStep } from '../enums.ts';

export interface StepTitleOptions {
  isActivityBooking: boolean;
  isBookingRequest: boolean;
  /** The payment rule of the chosen time(s), if any. */
  paymentRule?: PaymentRule | null;
}

/** The i18n key of a step's heading (doc 1 §2 "Steps and progress"). */
export function stepTitleKey(step: WizardStep, options: StepTitleOptions): string {
  switch (step) {
    case WizardStep.Guests:
      return 'steps.chooseGuests';
    case WizardStep.GuestsChildren:
      return 'steps.chooseChildren';
    case WizardStep.Date:
      return 'steps.chooseDate';
    case WizardStep.Availability:
      return options.isActivityBooking ? 'steps.chooseActivities' : 'steps.chooseTime';
    case WizardStep.Preorder:
      return 'steps.preorder';
    case WizardStep.Finalize:
      // A request is never charged, so its title ignores the rule's payment.
      if (options.isBookingRequest) return 'steps.confirmAndSendRequest';
      if (options.paymentRule === PaymentRule.Prepayment) return 'steps.confirmDetailsAndPayment';
      return 'steps.confirmDetails';
  }
}
