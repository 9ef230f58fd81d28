import { describe, expect, it } from 'vitest';
import {
  sessionDestination,
  type SessionChoice,
} from '../../../../shared/booking/sessionDestination.ts';

const table = { system: 'se_demo', unitId: 1, guid: 'g-1', isActivityBooking: false };
const activity = { ...table, unitId: 2, isActivityBooking: true };

describe('sessionDestination', () => {
  it.each<[string, SessionChoice, typeof table, string]>([
    [
      'doc2 §2 Already-finalized: open booking goes to the booking view',
      'openBooking',
      table,
      '/booking/se_demo/g-1',
    ],
    [
      'doc2 §2 routes: the activity booking view',
      'openBooking',
      activity,
      '/booking/se_demo/activity-booking/g-1',
    ],
    ['doc2 §4 Session guard: book again goes to the start page', 'bookAgain', table, '/se_demo/1'],
    [
      'doc2 §4 Session guard: activity start page',
      'bookAgain',
      activity,
      '/se_demo/2/activity-booking',
    ],
    [
      'doc2 §2 Session-expired dialog: OK returns to the start page',
      'sessionExpired',
      table,
      '/se_demo/1',
    ],
  ])('%s', (_name, choice, booking, expected) => {
    expect(sessionDestination(choice, booking)).toBe(expected);
  });
});
