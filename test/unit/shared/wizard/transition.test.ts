import { describe, expect, it } from 'vitest';
import { buildPath } from '../../../../shared/routing/buildPath.ts';
import { matchRoute } from '../../../../shared/routing/matchRoute.ts';
import { transition } from '../../../../shared/wizard/transition.ts';
import type { TransitionContext, WizardEvent } from '../../../../shared/wizard/WizardEvent.ts';
import type { WizardRoute } from '../../../../shared/wizard/wizardRoute.ts';
import type { WizardState } from '../../../../shared/wizard/WizardState.ts';

const ID = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';
const TIME = { ruleId: 7, start: '2026-05-01T16:00:00.000Z', end: '2026-05-01T18:00:00.000Z' };
const EMPTY: WizardState = {
  times: [],
  isActivityBooking: false,
  isWaitList: false,
  isBookingRequest: false,
};
const ACTIVITY: WizardState = { ...EMPTY, isActivityBooking: true };
const REQUEST: WizardState = { ...EMPTY, isBookingRequest: true };
const CHOSEN: WizardState = {
  ...EMPTY,
  guests: 4,
  guestsChildren: 1,
  date: '2026-05-01',
  times: [TIME],
  bookingId: ID,
};

function at(path: string): WizardRoute {
  const route = matchRoute(path);
  if (route.name === 'notFound' || route.name === 'bookingPage') throw new Error(path);
  return route;
}

interface Case {
  state: WizardState;
  event: WizardEvent;
  path: string;
  context?: Partial<Omit<TransitionContext, 'route'>>;
  expectState: WizardState;
  expectPath: string;
}

const CASES: [string, Case][] = [
  // Forward through the flow
  [
    'doc1 §4 Flow: guests chosen stays on the wizard',
    {
      state: EMPTY,
      event: { type: 'setGuests', guests: 2 },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §5 Booking request: fewer guests forget children above guests-1',
    {
      state: { ...EMPTY, guests: 4, guestsChildren: 3 },
      event: { type: 'setGuests', guests: 3 },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 3 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §5 Booking request: children within guests-1 kept',
    {
      state: { ...EMPTY, guests: 4, guestsChildren: 2 },
      event: { type: 'setGuests', guests: 3 },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 3, guestsChildren: 2 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §4 Flow: children chosen',
    {
      state: { ...EMPTY, guests: 3 },
      event: { type: 'setChildren', children: 1 },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 3, guestsChildren: 1 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §4 Flow: date chosen opens availability',
    {
      state: { ...EMPTY, guests: 2 },
      event: { type: 'setDate', date: '2026-05-01' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §4 Flow: date chosen in a booking request',
    {
      state: { ...REQUEST, guests: 12 },
      event: { type: 'setDate', date: '2026-05-01' },
      path: '/se_demo/1/booking-request',
      expectState: { ...REQUEST, guests: 12, date: '2026-05-01' },
      expectPath: '/se_demo/1/booking-request/availability',
    },
  ],
  [
    'doc1 §2 Date step: month navigation keeps the route',
    {
      state: { ...EMPTY, guests: 2 },
      event: { type: 'selectMonth', month: '2026-06' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2, selectedMonth: '2026-06' },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §4 Choosing times: bookable time goes to finalize',
    {
      state: { ...EMPTY, guests: 2, date: '2026-05-01' },
      event: { type: 'setTimes', times: [TIME], isWaitList: false, hasMenu: false },
      path: '/se_demo/1/availability',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01', times: [TIME] },
      expectPath: '/se_demo/1/finalize',
    },
  ],
  [
    'doc1 §4 Flow: time with a menu goes to preorder',
    {
      state: { ...EMPTY, guests: 2, date: '2026-05-01' },
      event: { type: 'setTimes', times: [TIME], isWaitList: false, hasMenu: true },
      path: '/se_demo/1/availability',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01', times: [TIME] },
      expectPath: '/se_demo/1/preorder',
    },
  ],
  [
    'doc1 §4 Choosing times: waiting list skips preorder',
    {
      state: { ...EMPTY, guests: 2, date: '2026-05-01' },
      event: { type: 'setTimes', times: [TIME], isWaitList: true, hasMenu: true },
      path: '/se_demo/1/availability',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01', times: [TIME], isWaitList: true },
      expectPath: '/se_demo/1/finalize',
    },
  ],
  [
    'doc1 §4 Activity modal: activities collect on the list',
    {
      state: { ...ACTIVITY, guests: 2, date: '2026-05-01', bookingId: ID },
      event: { type: 'setTimes', times: [TIME], isWaitList: false, hasMenu: true },
      path: `/se_demo/2/activity-booking/availability/${ID}`,
      expectState: { ...ACTIVITY, guests: 2, date: '2026-05-01', bookingId: ID, times: [TIME] },
      expectPath: `/se_demo/2/activity-booking/availability/${ID}`,
    },
  ],
  [
    'doc1 §4 Creating the booking: guid appended on finalize',
    {
      state: { ...EMPTY, times: [TIME] },
      event: { type: 'bookingCreated', bookingId: ID },
      path: '/se_demo/1/finalize',
      expectState: { ...EMPTY, times: [TIME], bookingId: ID },
      expectPath: `/se_demo/1/finalize/${ID}`,
    },
  ],
  [
    'doc1 §4 Creating the booking: guid appended on activity availability',
    {
      state: ACTIVITY,
      event: { type: 'bookingCreated', bookingId: ID },
      path: '/se_demo/2/activity-booking/availability',
      expectState: { ...ACTIVITY, bookingId: ID },
      expectPath: `/se_demo/2/activity-booking/availability/${ID}`,
    },
  ],
  [
    'doc1 §2 Preorder page: continue goes to finalize',
    {
      state: CHOSEN,
      event: { type: 'continue' },
      path: `/se_demo/1/preorder/${ID}`,
      expectState: CHOSEN,
      expectPath: `/se_demo/1/finalize/${ID}`,
    },
  ],
  [
    'doc1 §2 Activity list: continue goes to finalize',
    {
      state: { ...ACTIVITY, bookingId: ID },
      event: { type: 'continue' },
      path: `/se_demo/2/activity-booking/availability/${ID}`,
      expectState: { ...ACTIVITY, bookingId: ID },
      expectPath: `/se_demo/2/activity-booking/finalize/${ID}`,
    },
  ],
  [
    'doc1 §2 Routes: intro continue opens the request',
    {
      state: REQUEST,
      event: { type: 'continue' },
      path: '/se_demo/1/booking-request-intro',
      expectState: REQUEST,
      expectPath: '/se_demo/1/booking-request',
    },
  ],
  [
    'doc1 §2 Guests step: create a request instead',
    {
      state: { ...EMPTY, guests: 9 },
      event: { type: 'startRequest' },
      path: '/se_demo/1',
      expectState: { ...REQUEST, guests: 9 },
      expectPath: '/se_demo/1/booking-request-intro',
    },
  ],
  [
    'doc1 §2 Guests step: activity request',
    {
      state: { ...ACTIVITY, guests: 9 },
      event: { type: 'startRequest' },
      path: '/se_demo/2/activity-booking',
      expectState: { ...ACTIVITY, isBookingRequest: true, guests: 9 },
      expectPath: '/se_demo/2/activity-booking/booking-request-intro',
    },
  ],
  [
    'doc1 §2 Steps: request toggles intro to request',
    {
      state: REQUEST,
      event: { type: 'toggleRequestIntro' },
      path: '/se_demo/1/booking-request-intro',
      expectState: REQUEST,
      expectPath: '/se_demo/1/booking-request',
    },
  ],
  [
    'doc1 §2 Steps: request toggles request to intro',
    {
      state: REQUEST,
      event: { type: 'toggleRequestIntro' },
      path: '/se_demo/1/booking-request',
      expectState: REQUEST,
      expectPath: '/se_demo/1/booking-request-intro',
    },
  ],
  [
    'doc1 §2 Query parameters read: prefilled guests and date open the time step',
    {
      state: EMPTY,
      event: { type: 'prefill', guests: 2, date: '2026-05-01' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §2 Query parameters read: prefill waits for children when enabled',
    {
      state: EMPTY,
      event: { type: 'prefill', guests: 2, date: '2026-05-01' },
      path: '/se_demo/1',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01' },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Query parameters read: prefill of guests only stays',
    {
      state: EMPTY,
      event: { type: 'prefill', guests: 2, withPayment: true },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2, withPayment: true },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §5 Guests step: prefilled guests above the maximum stay on Guests',
    {
      state: EMPTY,
      event: { type: 'prefill', guests: 20, date: '2026-05-01' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 20, date: '2026-05-01' },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Query parameters read: the checked prefill replaces what the address held',
    {
      state: { ...EMPTY, guests: 2, guestsChildren: 5, date: '2026-13-45' },
      event: { type: 'prefill', guests: 2 },
      path: '/se_demo/1',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, guests: 2 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Steps rule 2: the time list without guests goes to the wizard, keeping the date',
    {
      state: { ...EMPTY, date: '2026-05-01' },
      event: { type: 'prefill', date: '2026-05-01' },
      path: '/se_demo/1/availability',
      expectState: { ...EMPTY, date: '2026-05-01' },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Steps rule 5: the time list without a date goes to the date step',
    {
      state: { ...EMPTY, guests: 2, guestsChildren: 0 },
      event: { type: 'prefill', guests: 2, guestsChildren: 0 },
      path: '/se_demo/1/availability',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, guests: 2, guestsChildren: 0 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Steps rule 1: a complete time list stays, with its booking',
    {
      state: CHOSEN,
      event: { type: 'prefill', guests: 4, guestsChildren: 1, date: '2026-05-01' },
      path: `/se_demo/1/availability/${ID}`,
      context: { childrenEnabled: true },
      expectState: CHOSEN,
      expectPath: `/se_demo/1/availability/${ID}`,
    },
  ],
  [
    'doc1 §4 Creating the booking: details without a booking go back to the time list',
    {
      state: { ...EMPTY, guests: 2, date: '2026-05-01' },
      event: { type: 'prefill', guests: 2, date: '2026-05-01' },
      path: '/se_demo/1/finalize',
      expectState: { ...EMPTY, guests: 2, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §4 Creating the booking: preorder without a booking or guests goes to the wizard',
    {
      state: EMPTY,
      event: { type: 'prefill' },
      path: '/se_demo/1/preorder',
      expectState: EMPTY,
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Steps rule 1: details with a booking stay',
    {
      state: CHOSEN,
      event: { type: 'prefill', guests: 4, guestsChildren: 1, date: '2026-05-01' },
      path: `/se_demo/1/finalize/${ID}`,
      expectState: CHOSEN,
      expectPath: `/se_demo/1/finalize/${ID}`,
    },
  ],
  [
    'doc1 §5 Booking request: a request prefill with too few guests asks on the request route',
    {
      state: REQUEST,
      event: { type: 'prefill', date: '2026-05-01' },
      path: '/se_demo/1/booking-request/availability',
      expectState: { ...REQUEST, date: '2026-05-01' },
      expectPath: '/se_demo/1/booking-request',
    },
  ],
  // Back navigation
  [
    'doc1 §2 Back: availability to wizard keeps guests and children, drops booking id',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'back' },
      path: `/se_demo/2/activity-booking/availability/${ID}`,
      expectState: { ...ACTIVITY, guests: 4, guestsChildren: 1 },
      expectPath: '/se_demo/2/activity-booking',
    },
  ],
  [
    'doc1 §2 Back: preorder to availability keeps guests, children and date',
    {
      state: CHOSEN,
      event: { type: 'back' },
      path: `/se_demo/1/preorder/${ID}`,
      expectState: { ...EMPTY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §2 Back: finalize to preorder when the venue has menus',
    {
      state: CHOSEN,
      event: { type: 'back' },
      path: `/se_demo/1/finalize/${ID}`,
      context: { hasMenus: true },
      expectState: CHOSEN,
      expectPath: `/se_demo/1/preorder/${ID}`,
    },
  ],
  [
    'doc1 §2 Back: finalize to availability without menus',
    {
      state: CHOSEN,
      event: { type: 'back' },
      path: `/se_demo/1/finalize/${ID}`,
      expectState: { ...EMPTY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §2 Back: finalize to availability for a wait list despite menus',
    {
      state: { ...CHOSEN, isWaitList: true },
      event: { type: 'back' },
      path: `/se_demo/1/finalize/${ID}`,
      context: { hasMenus: true },
      expectState: { ...EMPTY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc1 §2 Back: activity finalize to its list keeps the booking despite menus',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'back' },
      path: `/se_demo/2/activity-booking/finalize/${ID}`,
      context: { hasMenus: true },
      expectState: { ...CHOSEN, isActivityBooking: true },
      expectPath: `/se_demo/2/activity-booking/availability/${ID}`,
    },
  ],
  [
    'doc1 §2 Back: request finalize to request availability',
    {
      state: { ...CHOSEN, isBookingRequest: true },
      event: { type: 'back' },
      path: `/se_demo/1/booking-request/finalize/${ID}`,
      context: { hasMenus: true },
      expectState: { ...REQUEST, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/1/booking-request/availability',
    },
  ],
  [
    'doc1 §2 Back: withPayment is always cleared',
    {
      state: { ...CHOSEN, withPayment: true },
      event: { type: 'back' },
      path: `/se_demo/1/finalize/${ID}`,
      context: { hasMenus: true },
      expectState: CHOSEN,
      expectPath: `/se_demo/1/preorder/${ID}`,
    },
  ],
  [
    'doc1 §2 Back: withPayment cleared on the first step too',
    {
      state: { ...EMPTY, withPayment: true },
      event: { type: 'back' },
      path: '/se_demo/1',
      expectState: EMPTY,
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Back: wizard back clears guests on the children step (issue 52: kept as shown)',
    {
      state: { ...EMPTY, guests: 3 },
      event: { type: 'back' },
      path: '/se_demo/1',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, chosenBefore: { guests: 3 } },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Back: wizard back clears guests (and children) on the date step when enabled (issue 52: kept as shown)',
    {
      state: { ...EMPTY, guests: 3, guestsChildren: 1 },
      event: { type: 'back' },
      path: '/se_demo/1',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, chosenBefore: { guests: 3, guestsChildren: 1 } },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Back: date step returns to guests without children (issue 52: kept as shown)',
    {
      state: { ...EMPTY, guests: 3 },
      event: { type: 'back' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, chosenBefore: { guests: 3 } },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'issue 52: back on the children step keeps the children chosen before for showing',
    {
      state: { ...EMPTY, guests: 3, chosenBefore: { guests: 3, guestsChildren: 1 } },
      event: { type: 'back' },
      path: '/se_demo/1',
      context: { childrenEnabled: true },
      expectState: { ...EMPTY, chosenBefore: { guests: 3, guestsChildren: 1 } },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Back: prefilled time step on the wizard route drops the date',
    {
      state: { ...EMPTY, guests: 2, date: '2026-05-01' },
      event: { type: 'back' },
      path: '/se_demo/1',
      expectState: { ...EMPTY, guests: 2 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §2 Back: request first step toggles to the intro',
    {
      state: REQUEST,
      event: { type: 'back' },
      path: '/se_demo/1/booking-request',
      expectState: REQUEST,
      expectPath: '/se_demo/1/booking-request-intro',
    },
  ],
  [
    'doc1 §2 Back: request intro toggles to the request',
    {
      state: REQUEST,
      event: { type: 'back' },
      path: '/se_demo/1/booking-request-intro',
      expectState: REQUEST,
      expectPath: '/se_demo/1/booking-request',
    },
  ],
  [
    'doc1 §2 Back: activity request intro toggles',
    {
      state: { ...REQUEST, isActivityBooking: true },
      event: { type: 'back' },
      path: '/se_demo/2/activity-booking/booking-request',
      expectState: { ...REQUEST, isActivityBooking: true },
      expectPath: '/se_demo/2/activity-booking/booking-request-intro',
    },
  ],
  [
    'doc2 §2 Back from payment confirmation returns to details',
    {
      state: CHOSEN,
      event: { type: 'back' },
      path: `/se_demo/1/payment-confirmation/${ID}`,
      expectState: CHOSEN,
      expectPath: `/se_demo/1/finalize/${ID}`,
    },
  ],
  // Errors and leaving
  [
    'doc1 §8 reservation failed: clears date and times, keeps guests and children',
    {
      state: { ...CHOSEN, withPayment: true },
      event: { type: 'reservationFailedAcknowledged' },
      path: `/se_demo/1/finalize/${ID}`,
      expectState: { ...EMPTY, guests: 4, guestsChildren: 1 },
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §8 reservation failed: activity flow returns to its start',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'reservationFailedAcknowledged' },
      path: `/se_demo/2/activity-booking/availability/${ID}`,
      expectState: { ...ACTIVITY, guests: 4, guestsChildren: 1 },
      expectPath: '/se_demo/2/activity-booking',
    },
  ],
  [
    'doc1 §4 Activity modal: removing the last activity keeps guests, children, date',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'bookingCancelled' },
      path: `/se_demo/2/activity-booking/availability/${ID}`,
      expectState: { ...ACTIVITY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/2/activity-booking/availability',
    },
  ],
  [
    'doc2 §8 DoubleBookingException: the taken time is chosen again, party and day kept',
    {
      state: CHOSEN,
      event: { type: 'timeTaken' },
      path: `/se_demo/1/finalize/${ID}`,
      expectState: { ...EMPTY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/1/availability',
    },
  ],
  [
    'doc2 §8 DoubleBookingException: activities are chosen again on the list',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'timeTaken' },
      path: `/se_demo/2/activity-booking/finalize/${ID}`,
      expectState: { ...ACTIVITY, guests: 4, guestsChildren: 1, date: '2026-05-01' },
      expectPath: '/se_demo/2/activity-booking/availability',
    },
  ],
  [
    'doc1 §4 Leaving the flow: reset starts over',
    {
      state: { ...CHOSEN, isBookingRequest: true, selectedMonth: '2026-05' },
      event: { type: 'reset' },
      path: `/se_demo/1/booking-request/finalize/${ID}`,
      expectState: EMPTY,
      expectPath: '/se_demo/1',
    },
  ],
  [
    'doc1 §4 Leaving the flow: activity reset stays in the activity flow',
    {
      state: { ...CHOSEN, isActivityBooking: true },
      event: { type: 'reset' },
      path: `/se_demo/2/activity-booking/finalize/${ID}`,
      expectState: ACTIVITY,
      expectPath: '/se_demo/2/activity-booking',
    },
  ],
];

const CONTEXT = { childrenEnabled: false, maxWebGuests: 8, hasMenus: false };

describe('transition', () => {
  it.each(CASES)('%s', (_name, c) => {
    const result = transition(c.state, c.event, { ...CONTEXT, ...c.context, route: at(c.path) });
    expect(result.state).toEqual(c.expectState);
    expect(buildPath(result.route)).toBe(c.expectPath);
  });

  it.each([
    [
      'doc1 §4 Submit: finalize success goes to the booking page',
      EMPTY,
      `/se_demo/1/finalize/${ID}`,
      `/booking/se_demo/${ID}`,
    ],
    [
      'doc2 §2 Routes: activity booking page after finalize',
      ACTIVITY,
      `/se_demo/2/activity-booking/finalize/${ID}`,
      `/booking/se_demo/activity-booking/${ID}`,
    ],
  ])('%s', (_name, state, path, expected) => {
    const result = transition(
      { ...state, ...CHOSEN, isActivityBooking: state.isActivityBooking },
      { type: 'finalized', bookingId: ID },
      { ...CONTEXT, route: at(path) },
    );
    expect(buildPath(result.route)).toBe(expected);
    expect(result.route.name).toBe('bookingPage');
    expect(result.state).toEqual(state);
  });

  it('doc1 §2 Steps: transition never mutates the state it is given', () => {
    const state: WizardState = { ...CHOSEN, times: [TIME], withPayment: true };
    const copy = structuredClone(state);
    transition(state, { type: 'back' }, { ...CONTEXT, route: at(`/se_demo/1/finalize/${ID}`) });
    transition(state, { type: 'setGuests', guests: 1 }, { ...CONTEXT, route: at('/se_demo/1') });
    transition(
      state,
      { type: 'reservationFailedAcknowledged' },
      { ...CONTEXT, route: at('/se_demo/1') },
    );
    expect(state).toEqual(copy);
  });
});
