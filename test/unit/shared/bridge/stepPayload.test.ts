import { describe, expect, it } from 'vitest';
import { stepPayload } from '../../../../shared/bridge/stepPayload.ts';
import { initialWizardState } from '../../../../shared/wizard/WizardState.ts';

const fresh = initialWizardState({ isActivityBooking: false, isBookingRequest: false });

describe('stepPayload', () => {
  it.each([
    [
      'doc2 §7 step messages: nothing chosen yet',
      'wizard',
      fresh,
      {
        step: 'wizard',
        guests: null,
        children: null,
        date: null,
        times: [],
        isWaitList: false,
        bookingId: null,
      },
    ],
    [
      'doc2 §7 step messages: guests, children, date, times and wait-list flag',
      'finalize',
      {
        ...fresh,
        guests: 4,
        guestsChildren: 1,
        date: '2030-05-01',
        isWaitList: true,
        bookingId: 'g-1',
        times: [{ ruleId: 3, start: '2030-05-01T16:00:00Z', end: '2030-05-01T18:00:00Z' }],
      },
      {
        step: 'finalize',
        guests: 4,
        children: 1,
        date: '2030-05-01',
        times: ['2030-05-01T16:00:00Z'],
        isWaitList: true,
        bookingId: 'g-1',
      },
    ],
  ])('%s', (_case, route, wizard, expected) => {
    const payload = stepPayload(route, wizard);
    expect(payload).toEqual(expected);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});
