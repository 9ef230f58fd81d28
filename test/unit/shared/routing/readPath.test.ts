import { describe, expect, it } from 'vitest';
import { readPath } from '../../../../shared/routing/readPath.ts';

const ID = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';

describe('readPath', () => {
  it.each([
    [
      'doc1 §2 Path reading: without prefix, segment 1 system and 2 unit',
      '/se_demo/1',
      { hasBookingPrefix: false, system: 'se_demo', unitId: 1 },
    ],
    [
      'doc1 §2 Path reading: sub-routes do not change the reading',
      '/se_demo/12/activity-booking/availability',
      { hasBookingPrefix: false, system: 'se_demo', unitId: 12 },
    ],
    [
      'doc1 §2 Path reading: trailing slash ignored',
      '/no_demo/3/',
      { hasBookingPrefix: false, system: 'no_demo', unitId: 3 },
    ],
    [
      'doc1 §2 Path reading: only a system',
      '/se_demo',
      { hasBookingPrefix: false, system: 'se_demo' },
    ],
    [
      'doc1 §2 Path reading: unit id must be a whole number',
      '/se_demo/abc',
      { hasBookingPrefix: false, system: 'se_demo' },
    ],
    ['doc1 §2 Path reading: empty path', '/', { hasBookingPrefix: false }],
    [
      'doc1 §2 Path reading: with prefix, segment 2 system and 3 booking id',
      `/booking/se_demo/${ID}`,
      { hasBookingPrefix: true, system: 'se_demo', webBookingId: ID },
    ],
    [
      'doc2 §2 Routes: activity booking page id follows the marker',
      `/booking/se_demo/activity-booking/${ID}`,
      { hasBookingPrefix: true, system: 'se_demo', webBookingId: ID },
    ],
    [
      'doc1 §2 Path reading: prefix without id',
      '/booking/se_demo',
      { hasBookingPrefix: true, system: 'se_demo' },
    ],
    [
      'doc1 §2 Path reading: segments are URI-decoded',
      '/se%5Fdemo/1',
      { hasBookingPrefix: false, system: 'se_demo', unitId: 1 },
    ],
  ])('%s', (_name, pathname, expected) => {
    expect(readPath(pathname)).toEqual(expected);
  });
});
