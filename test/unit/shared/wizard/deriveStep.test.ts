import { describe, expect, it } from 'vitest';
import { WizardStep } from '../../../../shared/enums.ts';
import { deriveStep, type DeriveStepInput } from '../../../../shared/wizard/deriveStep.ts';

const BASE: DeriveStepInput = {
  routeName: 'wizard',
  maxWebGuests: 8,
  childrenEnabled: false,
  isBookingRequest: false,
};
const FULL = { guests: 2, guestsChildren: 0, date: '2026-05-01' };

describe('deriveStep', () => {
  it.each<[string, Partial<DeriveStepInput>, WizardStep]>([
    [
      'doc1 §2 Steps rule 1: availability path wins',
      { routeName: 'availability' },
      WizardStep.Availability,
    ],
    ['doc1 §2 Steps rule 1: preorder path wins', { routeName: 'preorder' }, WizardStep.Preorder],
    ['doc1 §2 Steps rule 1: finalize path wins', { routeName: 'finalize' }, WizardStep.Finalize],
    [
      'doc1 §2 Steps rule 1: path wins even without guests',
      { routeName: 'finalize', guests: undefined },
      WizardStep.Finalize,
    ],
    [
      'doc2 §2 payment-confirmation is the details step',
      { routeName: 'paymentConfirmation' },
      WizardStep.Finalize,
    ],
    ['doc1 §2 Steps rule 2: no guests', { ...FULL, guests: undefined }, WizardStep.Guests],
    ['doc1 §2 Steps rule 2: zero guests is no answer', { ...FULL, guests: 0 }, WizardStep.Guests],
    [
      'doc1 §5 Guests step: above maxWebGuests goes back to Guests',
      { ...FULL, guests: 9 },
      WizardStep.Guests,
    ],
    ['doc1 §5 Guests step: exactly maxWebGuests is fine', { guests: 8 }, WizardStep.Date],
    [
      'doc1 §5 Guests step: a booking request may exceed the maximum',
      { guests: 12, isBookingRequest: true },
      WizardStep.Date,
    ],
    [
      'doc1 §5 Booking request: fewer than maxWebGuests + 1 asks for guests again',
      { ...FULL, guests: 5, isBookingRequest: true },
      WizardStep.Guests,
    ],
    [
      'doc1 §5 Booking request: exactly maxWebGuests + 1 goes on',
      { guests: 9, isBookingRequest: true },
      WizardStep.Date,
    ],
    [
      'doc1 §2 Steps rule 3: children enabled and unset',
      { guests: 3, childrenEnabled: true },
      WizardStep.GuestsChildren,
    ],
    [
      'doc1 §2 Steps rule 3: children enabled and unset, date known',
      { guests: 3, date: '2026-05-01', childrenEnabled: true },
      WizardStep.GuestsChildren,
    ],
    [
      'doc1 §2 Steps rule 3: children 0 is an answer',
      { guests: 3, guestsChildren: 0, childrenEnabled: true },
      WizardStep.Date,
    ],
    ['doc1 §2 Steps rule 3: children disabled skips the step', { guests: 3 }, WizardStep.Date],
    [
      'doc1 §2 Steps rule 4 (decided): a date opens the time step',
      { guests: 2, date: '2026-05-01' },
      WizardStep.Availability,
    ],
    [
      'doc1 §2 Steps rule 4 (decided): date with children answered',
      { ...FULL, childrenEnabled: true },
      WizardStep.Availability,
    ],
    ['doc1 §2 Steps rule 5: otherwise Date', { guests: 2 }, WizardStep.Date],
    [
      'doc1 §2 Routes: booking-request intro derives like the wizard',
      { routeName: 'bookingRequestIntro', guests: 12, isBookingRequest: true },
      WizardStep.Date,
    ],
  ])('%s', (_name, input, expected) => {
    expect(deriveStep({ ...BASE, ...input })).toBe(expected);
  });
});
