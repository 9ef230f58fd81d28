import { describe, expect, it } from 'vitest';
import { analyticsPath, HIDDEN_SEGMENT } from '../../../../shared/bridge/analyticsPath.ts';

const GUID = '3f2c9a4e-8b1d-4c6e-9f0a-2b7d5e1c8a93';
const H = HIDDEN_SEGMENT;

describe('analyticsPath: the page path analytics may see (issue 49, the booking link is a secret)', () => {
  it.each([
    ['doc1 §2 Routes: the start wizard', '/se_demo/1', '/se_demo/1'],
    ['doc1 §2 Routes: activities', '/se_demo/1/activity-booking', '/se_demo/1/activity-booking'],
    [
      'doc1 §2 Routes: a booking request',
      '/se_demo/1/booking-request/availability',
      '/se_demo/1/booking-request/availability',
    ],
    ['doc2 §2 Routes: the booking page', `/booking/se_demo/${GUID}`, `/booking/se_demo/${H}`],
    [
      'doc2 §2 Routes: the activity booking page',
      `/booking/se_demo/activity-booking/${GUID}`,
      `/booking/se_demo/activity-booking/${H}`,
    ],
    [
      'doc1 §2 Routes: finalize/{bookingId}',
      `/se_demo/1/finalize/${GUID}`,
      `/se_demo/1/finalize/${H}`,
    ],
    [
      'doc1 §2 Routes: preorder/{bookingId}',
      `/se_demo/1/preorder/${GUID}`,
      `/se_demo/1/preorder/${H}`,
    ],
    [
      'doc2 §2 Routes: payment-confirmation/{bookingId}',
      `/se_demo/1/payment-confirmation/${GUID}`,
      `/se_demo/1/payment-confirmation/${H}`,
    ],
    [
      'doc2 §2: a guid of another form is hidden too',
      '/booking/se_demo/AbC-123.x',
      `/booking/se_demo/${H}`,
    ],
    [
      'doc2 §2: an escaped guid is hidden',
      `/booking/se_demo/${encodeURIComponent(GUID + '/')}`,
      `/booking/se_demo/${H}`,
    ],
    ['doc1 §2: a word in another case is kept', '/se_demo/1/FINALIZE', '/se_demo/1/FINALIZE'],
    ['doc1 §2: an invalid system is hidden', '/xx_demo/1', `/${H}/1`],
    ['doc1 §2: the root', '/', '/'],
  ])('%s: %s → %s', (_name, path, expected) => {
    expect(analyticsPath(path)).toBe(expected);
    expect(analyticsPath(path)).not.toContain(GUID);
  });
});
