import { describe, expect, it } from 'vitest';
import { WizardStep } from '../../../../shared/enums.ts';
import { stepProgress } from '../../../../shared/wizard/stepProgress.ts';

describe('stepProgress', () => {
  it.each([
    ['doc1 §2 Steps and progress: Guests 0%', WizardStep.Guests, 0],
    ['doc1 §2 Steps and progress: GuestsChildren 25%', WizardStep.GuestsChildren, 25],
    ['doc1 §2 Steps and progress: Date 40%', WizardStep.Date, 40],
    ['doc1 §2 Steps and progress: Availability 75%', WizardStep.Availability, 75],
    ['doc1 §2 Steps and progress: Preorder 85%', WizardStep.Preorder, 85],
    ['doc1 §2 Steps and progress: Finalize 100%', WizardStep.Finalize, 100],
  ])('%s', (_name, step, expected) => {
    expect(stepProgress(step)).toBe(expected);
  });
});
