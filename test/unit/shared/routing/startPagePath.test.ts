import { describe, expect, it } from 'vitest';
import { startPagePath } from '../../../../shared/routing/startPagePath.ts';

describe('startPagePath', () => {
  it.each([
    [
      'doc2 §2 session guard: table booking start page',
      { system: 'se_demo', unitId: 1, isActivityBooking: false },
      '/se_demo/1',
    ],
    [
      'doc2 §2 session guard: activity booking start page',
      { system: 'se_demo', unitId: 2, isActivityBooking: true },
      '/se_demo/2/activity-booking',
    ],
    [
      'doc2 §2 session guard: other market',
      { system: 'no_demo', unitId: 7, isActivityBooking: false },
      '/no_demo/7',
    ],
  ])('%s', (_name, input, expected) => {
    expect(startPagePath(input)).toBe(expected);
  });
});
