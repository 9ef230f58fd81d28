import { describe, expect, it } from 'vitest';
import { WizardStep } from '../../../../shared/enums.ts';
import {
  wizardScreen,
  type WizardScreen,
  type WizardScreenInput,
} from '../../../../shared/wizard/wizardScreen.ts';

const BASE: WizardScreenInput = {
  step: WizardStep.Guests,
  isRequestIntro: false,
  isBookingRequest: false,
  isActivityBooking: false,
};
const DATE = '2026-12-04';

describe('wizardScreen: what the hub draws for a step', () => {
  it.each<[string, Partial<WizardScreenInput>, WizardScreen]>([
    ['doc1 §2 Steps: the guests step', {}, { name: 'guests' }],
    [
      'doc1 §3 Booking request: the intro route, whatever the step',
      { isRequestIntro: true, isBookingRequest: true, step: WizardStep.Date },
      { name: 'requestIntro' },
    ],
    [
      'doc1 §3 Booking request: the guests step is the request form',
      { isBookingRequest: true },
      { name: 'requestGuests' },
    ],
    ['doc1 §2 Steps: the children step', { step: WizardStep.GuestsChildren }, { name: 'children' }],
    ['doc1 §2 Steps: the date step', { step: WizardStep.Date }, { name: 'date' }],
    [
      'doc1 §2 Steps: the time step with its date',
      { step: WizardStep.Availability, date: DATE },
      { name: 'times', date: DATE },
    ],
    [
      'doc1 §2 Steps: an activity booking lists activities',
      { step: WizardStep.Availability, date: DATE, isActivityBooking: true },
      { name: 'activities', date: DATE },
    ],
    [
      'doc1 §2 Steps: no time step without a date',
      { step: WizardStep.Availability },
      { name: 'none' },
    ],
    [
      'doc1 §4 Pre-order: the menu of the held booking',
      { step: WizardStep.Preorder, bookingId: 'b1' },
      { name: 'preorder', bookingId: 'b1' },
    ],
    ['doc1 §4 Pre-order: none without a booking', { step: WizardStep.Preorder }, { name: 'none' }],
    ['doc1 §2 Steps: the details step', { step: WizardStep.Finalize }, { name: 'details' }],
  ])('%s', (_name, input, expected) => {
    expect(wizardScreen({ ...BASE, ...input })).toEqual(expected);
  });
});
