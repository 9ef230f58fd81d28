import { describe, expect, it } from 'vitest';
import { appendBookingId } from '../../../../shared/routing/appendBookingId.ts';

const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';

describe('appendBookingId', () => {
  it.each([
    [
      'doc1 §4 Creating the booking: appended on finalize',
      '/se_demo/1/finalize',
      `/se_demo/1/finalize/${NEW}`,
    ],
    [
      'doc1 §4 Creating the booking: appended on preorder',
      '/se_demo/1/preorder',
      `/se_demo/1/preorder/${NEW}`,
    ],
    [
      'doc1 §4 Creating the booking: appended on activity availability',
      '/se_demo/1/activity-booking/availability',
      `/se_demo/1/activity-booking/availability/${NEW}`,
    ],
    [
      'doc1 §4 Creating the booking: replaces an id already there',
      `/se_demo/1/finalize/${OLD}`,
      `/se_demo/1/finalize/${NEW}`,
    ],
    [
      'doc1 §4 Creating the booking: replaces in a booking request',
      `/se_demo/1/booking-request/finalize/${OLD}`,
      `/se_demo/1/booking-request/finalize/${NEW}`,
    ],
    [
      'doc1 §4 Creating the booking: trailing slash does not add an empty segment',
      '/se_demo/1/preorder/',
      `/se_demo/1/preorder/${NEW}`,
    ],
    ['doc1 §4 Creating the booking: wizard route takes no id', '/se_demo/1', '/se_demo/1'],
    [
      'doc1 §4 Creating the booking: booking page untouched',
      `/booking/se_demo/${OLD}`,
      `/booking/se_demo/${OLD}`,
    ],
    ['doc1 §4 Creating the booking: unknown path untouched', '/nowhere', '/nowhere'],
  ])('%s', (_name, path, expected) => {
    expect(appendBookingId(path, NEW)).toBe(expected);
  });
});
