import { WizardStep } from '../enums.ts';

const PROGRESS: Record<WizardStep, number> = {
  [WizardStep.Guests]: 0,
  [WizardStep.GuestsChildren]: 25,
  [WizardStep.Date]: 40,
  [WizardStep.Availability]: 75,
  [WizardStep.Preorder]: 85,
  [WizardStep.Finalize]: 100,
};

/** Percent of the progress bar filled on a step (doc 1 §2, §9). */
export function stepProgress(step: WizardStep): number {
  return PROGRESS[step];
}
