import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../shared/routing/matchRoute.ts';
import { liveStartLocation, type LiveStartValues } from '../../../../shared/routing/liveStart.ts';

const GUID = '7d7c1f0e-2a4b-4c3d-9e8f-0123456789ab';

describe('issue 50: a live change of a start attribute on a living element', () => {
  it.each<[string, string, LiveStartValues, LiveStartValues, string | null]>([
    [
      'on the party step: the new party, a new start',
      '/se_demo/1',
      {},
      { guests: '4' },
      '/se_demo/1?guests=4',
    ],
    [
      'on the time list: a new date keeps the party the guest chose',
      '/se_demo/1/availability?guests=2&children=0&date=2026-12-02',
      { date: '2026-12-02' },
      { date: '2026-12-05' },
      '/se_demo/1?guests=2&children=0&date=2026-12-05',
    ],
    [
      'a removed attribute drops its value',
      '/se_demo/1?guests=2&date=2026-12-02',
      { date: '2026-12-02' },
      {},
      '/se_demo/1?guests=2',
    ],
    [
      'children replaces both spellings in the address',
      '/se_demo/1?guests=3&guestsChildren=1',
      { children: '1' },
      { children: '2' },
      '/se_demo/1?guests=3&children=2',
    ],
    [
      'sections and tag go by their address names',
      '/se_demo/2/activity-booking',
      {},
      { sections: '3,4', tag: 'summer' },
      '/se_demo/2/activity-booking?sectionIds=3%2C4&tag=summer',
    ],
    [
      'the same value: nothing moves',
      '/se_demo/1?guests=2',
      { guests: '2' },
      { guests: '2' },
      null,
    ],
    [
      'a held table is not interrupted (details step)',
      `/se_demo/1/finalize/${GUID}?guests=2`,
      {},
      { guests: '4' },
      null,
    ],
    [
      'a held table is not interrupted (time list with a booking)',
      `/se_demo/1/availability/${GUID}?guests=2`,
      {},
      { date: '2026-12-05' },
      null,
    ],
    [
      'a booking request is not interrupted',
      '/se_demo/1/booking-request',
      {},
      { guests: '12' },
      null,
    ],
    ['a booking page is not interrupted', `/booking/se_demo/${GUID}`, {}, { guests: '4' }, null],
  ])('%s', (_name, at, before, after, expected) => {
    const [pathname = '', search = ''] = at.split(/(?=\?)/);
    const next = liveStartLocation(matchRoute(pathname), { pathname, search }, before, after);
    expect(next && next.pathname + next.search).toBe(expected);
  });
});
