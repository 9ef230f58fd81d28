import { describe, expect, it } from 'vitest';
import { WizardStep } from '../../../../shared/enums.ts';
import { isBackButtonVisible } from '../../../../shared/wizard/isBackButtonVisible.ts';

describe('isBackButtonVisible', () => {
  it.each([
    ['doc1 §2 Steps: hidden on the first step', WizardStep.Guests, false, false],
    ['doc1 §2 Steps: shown on the first step of a booking request', WizardStep.Guests, true, true],
    ['doc1 §2 Steps: shown on children', WizardStep.GuestsChildren, false, true],
    ['doc1 §2 Steps: shown on date', WizardStep.Date, false, true],
    ['doc1 §2 Steps: shown on availability', WizardStep.Availability, false, true],
    ['doc1 §2 Steps: shown on preorder', WizardStep.Preorder, false, true],
    ['doc1 §2 Steps: shown on finalize', WizardStep.Finalize, false, true],
    ['doc1 §2 Steps: shown on finalize in a request', WizardStep.Finalize, true, true],
  ])('%s', (_name, step, isBookingRequest, expected) => {
    expect(isBackButtonVisible(step, { isBookingRequest })).toBe(expected);
  });
});
