import { describe, expect, it } from 'vitest';
import { refusedPaymentLocation } from '../../../../shared/checkout/refusedPaymentLocation.ts';

const table = { system: 'demo', unitId: 3, isActivityBooking: false };

describe('refusedPaymentLocation', () => {
  it.each<[string, typeof table, string, { pathname: string; search: string }]>([
    [
      "doc 2 §4 Return from payment: a refusal goes back to the booking's details form",
      table,
      '?ChargeId=ch_1&Captured=false&lang=sv',
      { pathname: '/demo/3/finalize/g-1', search: '?lang=sv' },
    ],
    [
      'doc 2 §2: every name the terminal adds is dropped (isNoShow, offerStartTime, paymentLink)',
      table,
      '?isNoShow=true&offerStartTime=2026-05-01T17%3A00%3A00Z&paymentLink=true',
      { pathname: '/demo/3/finalize/g-1', search: '' },
    ],
    [
      'doc 1 §2 Routes: an activity booking keeps its activity-booking segment',
      { ...table, isActivityBooking: true },
      '?ChargeId=ch_1',
      { pathname: '/demo/3/activity-booking/finalize/g-1', search: '' },
    ],
  ])('%s', (_name, venue, search, expected) => {
    expect(refusedPaymentLocation(venue, 'g-1', search)).toEqual(expected);
  });
});
