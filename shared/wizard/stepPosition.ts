import { WizardStep } from '../enums.ts';

export interface StepPositionInput {
  /** The venue asks how many of the party are children (activateWebChildren). */
  childrenEnabled: boolean;
  /**
   * The booking is known to go through the pre-order: its time has a menu and it is no activity,
   * wait-list or request booking. Unknown before a time is chosen, so the count may grow by one
   * then (docs/decisions/routing-wizard.md).
   */
  withPreorder: boolean;
}

export interface StepPosition {
  /** 1-based number of the step. */
  n: number;
  /** The steps this booking visits, as far as is known now. */
  of: number;
}

/**
 * "Step n of m" for a screen reader (WCAG 1.3.1; the bar itself fills by doc 1 §2's
 * percentages). Only the steps this guest will see are counted.
 */
export function stepPosition(step: WizardStep, input: StepPositionInput): StepPosition {
  const steps: WizardStep[] = [WizardStep.Guests];
  if (input.childrenEnabled || step === WizardStep.GuestsChildren) {
    steps.push(WizardStep.GuestsChildren);
  }
  steps.push(WizardStep.Date, WizardStep.Availability);
  if (input.withPreorder || step === WizardStep.Preorder) steps.push(WizardStep.Preorder);
  steps.push(WizardStep.Finalize);
  return { n: steps.indexOf(step) + 1, of: steps.length };
}
