import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../../shared/routing/buildPath.ts';
import { wizardRoute, type WizardRouteBase } from '../../../../shared/wizard/wizardRoute.ts';
import { initialWizardState } from '../../../../shared/wizard/WizardState.ts';

const TABLE: WizardRouteBase = {
  system: 'se_demo',
  unitId: 1,
  isActivityBooking: false,
  isBookingRequest: false,
};

describe('wizardRoute', () => {
  it.each<
    [
      string,
      Partial<WizardRouteBase>,
      Parameters<typeof wizardRoute>[1],
      string | undefined,
      string,
    ]
  >([
    ['doc1 §2 Routes: table wizard', {}, 'wizard', undefined, '/se_demo/1'],
    ['doc1 §2 Routes: table preorder with id', {}, 'preorder', 'g1', '/se_demo/1/preorder/g1'],
    [
      'doc1 §2 Routes: activity bookings have no preorder, finalize instead',
      { isActivityBooking: true },
      'preorder',
      'g1',
      '/se_demo/1/activity-booking/finalize/g1',
    ],
    [
      'doc1 §2 Routes: booking requests have no preorder, finalize instead',
      { isBookingRequest: true },
      'preorder',
      undefined,
      '/se_demo/1/booking-request/finalize',
    ],
    [
      'doc1 §2 Routes: request intro',
      { isBookingRequest: true },
      'bookingRequestIntro',
      undefined,
      '/se_demo/1/booking-request-intro',
    ],
    [
      'doc1 §2 Routes: activity request availability',
      { isActivityBooking: true, isBookingRequest: true },
      'availability',
      'g2',
      '/se_demo/1/activity-booking/booking-request/availability/g2',
    ],
  ])('%s', (_name, base, target, id, expected) => {
    expect(buildPath(wizardRoute({ ...TABLE, ...base }, target, id))).toBe(expected);
  });

  it.each([
    ['doc1 §3 Wizard state: a fresh table wizard', false, false],
    ['doc1 §3 Wizard state: a fresh activity request', true, true],
  ])('%s', (_name, isActivityBooking, isBookingRequest) => {
    expect(initialWizardState({ isActivityBooking, isBookingRequest })).toEqual({
      times: [],
      isActivityBooking,
      isBookingRequest,
      isWaitList: false,
    });
  });
});
