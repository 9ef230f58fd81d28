import { describe, expect, it } from 'vitest';
import { PaymentRule, WizardStep } from '../../../../shared/enums.ts';
import { stepTitleKey, type StepTitleOptions } from '../../../../shared/wizard/stepTitleKey.ts';

const PLAIN: StepTitleOptions = { isActivityBooking: false, isBookingRequest: false };

describe('stepTitleKey', () => {
  it.each<[string, WizardStep, Partial<StepTitleOptions>, string]>([
    ['doc1 §2 Steps: choose guest size', WizardStep.Guests, {}, 'steps.chooseGuests'],
    ['doc1 §2 Steps: choose children', WizardStep.GuestsChildren, {}, 'steps.chooseChildren'],
    ['doc1 §2 Steps: choose date', WizardStep.Date, {}, 'steps.chooseDate'],
    ['doc1 §2 Steps: choose time', WizardStep.Availability, {}, 'steps.chooseTime'],
    [
      'doc1 §2 Steps: choose activities for an activity booking',
      WizardStep.Availability,
      { isActivityBooking: true },
      'steps.chooseActivities',
    ],
    ['doc1 §2 Steps: preorder', WizardStep.Preorder, {}, 'steps.preorder'],
    ['doc1 §2 Steps: confirm details', WizardStep.Finalize, {}, 'steps.confirmDetails'],
    [
      'doc1 §2 Steps: confirm details with a no-show fee',
      WizardStep.Finalize,
      { paymentRule: PaymentRule.NoShowFee },
      'steps.confirmDetails',
    ],
    [
      'doc1 §2 Steps: confirm details with no fee',
      WizardStep.Finalize,
      { paymentRule: PaymentRule.NoFee },
      'steps.confirmDetails',
    ],
    [
      'doc1 §2 Steps: confirm and send request',
      WizardStep.Finalize,
      { isBookingRequest: true },
      'steps.confirmAndSendRequest',
    ],
    [
      'doc1 §2 Steps: confirm details and payment for prepayment',
      WizardStep.Finalize,
      { paymentRule: PaymentRule.Prepayment },
      'steps.confirmDetailsAndPayment',
    ],
    [
      'doc1 §2 Steps: a request is not paid even on a prepayment rule',
      WizardStep.Finalize,
      { isBookingRequest: true, paymentRule: PaymentRule.Prepayment },
      'steps.confirmAndSendRequest',
    ],
    [
      'doc1 §2 Steps: prepayment does not change earlier titles',
      WizardStep.Date,
      { paymentRule: PaymentRule.Prepayment },
      'steps.chooseDate',
    ],
  ])('%s', (_name, step, options, expected) => {
    expect(stepTitleKey(step, { ...PLAIN, ...options })).toBe(expected);
  });
});
