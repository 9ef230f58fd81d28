import { describe, expect, it } from 'vitest';
import { WizardStep } from '../../../../shared/enums.ts';
import { stepPosition } from '../../../../shared/wizard/stepPosition.ts';

const plain = { childrenEnabled: false, withPreorder: false };
const children = { childrenEnabled: true, withPreorder: false };
const menu = { childrenEnabled: false, withPreorder: true };
const both = { childrenEnabled: true, withPreorder: true };

// Issue 36 (WCAG 1.3.1): the progress bar says "step n of m" over doc 1 §2's steps.
describe('stepPosition (doc 1 §2 Steps and progress, read as step n of m)', () => {
  it.each([
    ['guests, no children step, no pre-order', WizardStep.Guests, plain, 1, 4],
    ['date, no children step', WizardStep.Date, plain, 2, 4],
    ['times, no children step', WizardStep.Availability, plain, 3, 4],
    ['details, no children step, no pre-order', WizardStep.Finalize, plain, 4, 4],
    ['guests with the children step', WizardStep.Guests, children, 1, 5],
    ['children step', WizardStep.GuestsChildren, children, 2, 5],
    ['date after the children step', WizardStep.Date, children, 3, 5],
    ['pre-order of a time with a menu', WizardStep.Preorder, menu, 4, 5],
    ['details after a pre-order', WizardStep.Finalize, menu, 5, 5],
    ['details after children and a pre-order', WizardStep.Finalize, both, 6, 6],
    ['pre-order step counted even before the flag is known', WizardStep.Preorder, plain, 4, 5],
  ])('%s', (_name, step, input, n, of) => {
    expect(stepPosition(step, input)).toEqual({ n, of });
  });
});
