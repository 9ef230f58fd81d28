import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../../shared/routing/buildPath.ts';
import { matchRoute } from '../../../../shared/routing/matchRoute.ts';
import type { Route } from '../../../../shared/routing/Route.ts';

const ID = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';
const V = { system: 'se_demo', unitId: 1 };
const TABLE = { ...V, isActivityBooking: false as const };
const ACT = { ...V, isActivityBooking: true as const };

// Every route of doc 1 §2 "Routes" and doc 2 §2, with the path it is written as.
const ROUTES: [string, string, Route][] = [
  [
    'doc1 §2 Routes: start wizard',
    '/se_demo/1',
    { ...TABLE, name: 'wizard', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: availability',
    '/se_demo/1/availability',
    { ...TABLE, name: 'availability', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: availability with booking id',
    `/se_demo/1/availability/${ID}`,
    { ...TABLE, name: 'availability', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: preorder',
    '/se_demo/1/preorder',
    { ...TABLE, name: 'preorder', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: preorder/{bookingId}',
    `/se_demo/1/preorder/${ID}`,
    { ...TABLE, name: 'preorder', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: finalize',
    '/se_demo/1/finalize',
    { ...TABLE, name: 'finalize', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: finalize/{bookingId}',
    `/se_demo/1/finalize/${ID}`,
    { ...TABLE, name: 'finalize', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: activity wizard',
    '/se_demo/1/activity-booking',
    { ...ACT, name: 'wizard', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: activity availability',
    '/se_demo/1/activity-booking/availability',
    { ...ACT, name: 'availability', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: activity availability/{bookingId}',
    `/se_demo/1/activity-booking/availability/${ID}`,
    { ...ACT, name: 'availability', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: activity finalize',
    '/se_demo/1/activity-booking/finalize',
    { ...ACT, name: 'finalize', isBookingRequest: false },
  ],
  [
    'doc1 §2 Routes: activity finalize/{bookingId}',
    `/se_demo/1/activity-booking/finalize/${ID}`,
    { ...ACT, name: 'finalize', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: booking-request-intro',
    '/se_demo/1/booking-request-intro',
    { ...TABLE, name: 'bookingRequestIntro', isBookingRequest: true },
  ],
  [
    'doc1 §2 Routes: activity booking-request-intro',
    '/se_demo/1/activity-booking/booking-request-intro',
    { ...ACT, name: 'bookingRequestIntro', isBookingRequest: true },
  ],
  [
    'doc1 §2 Routes: booking-request',
    '/se_demo/1/booking-request',
    { ...TABLE, name: 'wizard', isBookingRequest: true },
  ],
  [
    'doc1 §2 Routes: booking-request availability',
    '/se_demo/1/booking-request/availability',
    { ...TABLE, name: 'availability', isBookingRequest: true },
  ],
  [
    'doc1 §2 Routes: booking-request finalize/{bookingId}',
    `/se_demo/1/booking-request/finalize/${ID}`,
    { ...TABLE, name: 'finalize', isBookingRequest: true, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: activity booking-request',
    '/se_demo/1/activity-booking/booking-request',
    { ...ACT, name: 'wizard', isBookingRequest: true },
  ],
  [
    'doc1 §2 Routes: activity booking-request availability/{bookingId}',
    `/se_demo/1/activity-booking/booking-request/availability/${ID}`,
    { ...ACT, name: 'availability', isBookingRequest: true, bookingId: ID },
  ],
  [
    'doc1 §2 Routes: activity booking-request finalize',
    '/se_demo/1/activity-booking/booking-request/finalize',
    { ...ACT, name: 'finalize', isBookingRequest: true },
  ],
  [
    'doc2 §2 Routes: payment-confirmation',
    '/se_demo/1/payment-confirmation',
    { ...TABLE, name: 'paymentConfirmation', isBookingRequest: false },
  ],
  [
    'doc2 §2 Routes: payment-confirmation/{bookingId}',
    `/se_demo/1/payment-confirmation/${ID}`,
    { ...TABLE, name: 'paymentConfirmation', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc2 §2 Routes: activity payment-confirmation/{bookingId}',
    `/se_demo/1/activity-booking/payment-confirmation/${ID}`,
    { ...ACT, name: 'paymentConfirmation', isBookingRequest: false, bookingId: ID },
  ],
  [
    'doc2 §2 Routes: booking page',
    `/booking/se_demo/${ID}`,
    {
      name: 'bookingPage',
      system: 'se_demo',
      bookingId: ID,
      isActivityBooking: false,
      isBookingRequest: false,
    },
  ],
  [
    'doc2 §2 Routes: activity booking page',
    `/booking/se_demo/activity-booking/${ID}`,
    {
      name: 'bookingPage',
      system: 'se_demo',
      bookingId: ID,
      isActivityBooking: true,
      isBookingRequest: false,
    },
  ],
];

describe('matchRoute', () => {
  it.each(ROUTES)('%s', (_name, path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it.each(ROUTES)('%s: buildPath is its inverse', (_name, path, route) => {
    expect(buildPath(route)).toBe(path);
    expect(matchRoute(buildPath(route))).toEqual(route);
  });

  it.each([
    [
      'doc1 §2 Routes: trailing slash',
      '/se_demo/1/finalize/',
      { ...TABLE, name: 'finalize', isBookingRequest: false },
    ],
    [
      'doc1 §2 Routes: segment names without case',
      '/se_demo/1/Activity-Booking/FINALIZE',
      { ...ACT, name: 'finalize', isBookingRequest: false },
    ],
    [
      'doc1 §2 Routes: unit id read as a number',
      '/no_demo/042',
      {
        system: 'no_demo',
        unitId: 42,
        isActivityBooking: false,
        name: 'wizard',
        isBookingRequest: false,
      },
    ],
  ])('%s', (_name, path, route) => {
    expect(matchRoute(path)).toEqual(route);
  });

  it.each([
    ['doc1 §2 Routes: empty path', '/'],
    ['doc1 §2 Routes: system only', '/se_demo'],
    ['doc1 §2 Routes: unit id not a number', '/se_demo/abc'],
    ['doc1 §2 Routes: unknown page segment', '/se_demo/1/checkout'],
    ['doc1 §2 Routes: too many segments', `/se_demo/1/finalize/${ID}/extra`],
    ['doc1 §2 Routes: no preorder for activity bookings', '/se_demo/1/activity-booking/preorder'],
    ['doc1 §2 Routes: no preorder in a booking request', '/se_demo/1/booking-request/preorder'],
    ['doc1 §2 Routes: intro takes nothing after it', '/se_demo/1/booking-request-intro/x'],
    [
      'doc2 §2 Routes: no payment confirmation in a booking request',
      '/se_demo/1/booking-request/payment-confirmation',
    ],
    ['doc2 §2 Routes: booking page without id', '/booking/se_demo'],
    ['doc2 §2 Routes: activity booking page without id', '/booking/se_demo/activity-booking'],
    ['doc2 §2 Routes: booking page with extra segment', `/booking/se_demo/${ID}/x`],
  ])('%s is not a route', (_name, path) => {
    expect(matchRoute(path)).toEqual({ name: 'notFound' });
  });

  it('doc1 §2 Routes: segments are encoded when built', () => {
    const route: Route = {
      ...TABLE,
      system: 'se demo',
      name: 'finalize',
      isBookingRequest: false,
      bookingId: 'a/b',
    };
    expect(buildPath(route)).toBe('/se%20demo/1/finalize/a%2Fb');
    // 'a/b' names no booking (see the GUID test below); a GUID comes back whole.
    expect(matchRoute(buildPath(route))).toEqual({ name: 'notFound' });
    const guid = { ...route, bookingId: '3f2b8c1e-9d4a-4e6b-8a2c-1b3d5e7f9a0c' };
    expect(matchRoute(buildPath(guid))).toEqual(guid);
  });

  it.each([
    ['/booking/se_demo/not-a-guid', 'notFound'],
    ['/booking/se_demo/%3Cscript%3E', 'notFound'],
    ['/booking/se_demo/3f2b8c1e9d4a4e6b8a2c1b3d5e7f9a0c', 'notFound'],
    ['/booking/se_demo/activity-booking/x', 'notFound'],
    ['/se_demo/1/finalize/123', 'notFound'],
    ['/se_demo/1/preorder/javascript:alert(1)', 'notFound'],
    ['/booking/se_demo/3F2B8C1E-9D4A-4E6B-8A2C-1B3D5E7F9A0C', 'bookingPage'],
    // Any version digit: .NET's and the reference API's are 4, a UUIDv7 is 7.
    ['/booking/se_demo/01890a5d-ac96-774b-bcce-b302099a8057', 'bookingPage'],
    ['/se_demo/1/finalize/3f2b8c1e-9d4a-4e6b-8a2c-1b3d5e7f9a0c', 'finalize'],
  ])(
    'doc2 §2, doc1 §2 Routes: a booking id is a GUID, anything else is a broken link without an API call: %s',
    (path, name) => {
      expect(matchRoute(path).name).toBe(name);
    },
  );
});
