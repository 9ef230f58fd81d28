import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../../shared/enums.ts';
import { isCancelAllowed, type CancelInput } from '../../../../shared/booking/isCancelAllowed.ts';

const timeZone = 'Europe/Stockholm';
// 18:00 in Stockholm on 21 Nov 2026 is 17:00Z.
const base: CancelInput = {
  status: BookingStatus.Web,
  start: '2026-11-21T18:00:00',
  cancelAllowedBeforeUtc: '2026-11-20T17:00:00',
};
const waitList: CancelInput = { ...base, status: BookingStatus.WaitList };

describe('isCancelAllowed', () => {
  it.each<[string, CancelInput, string, boolean, boolean]>([
    [
      'doc2 §4 Cancel allowed: before deadline and start',
      base,
      '2026-11-20T12:00:00Z',
      false,
      true,
    ],
    ['doc2 §4 Cancel allowed: deadline passed', base, '2026-11-20T17:00:01Z', false, false],
    ['doc2 §4 Cancel allowed: deadline is read as UTC', base, '2026-11-20T16:30:00Z', false, true],
    [
      'doc2 §4 Cancel allowed: exactly at the deadline is passed',
      base,
      '2026-11-20T17:00:00Z',
      false,
      false,
    ],
    ['doc2 §4 Cancel allowed: disableCancel set', base, '2026-11-20T12:00:00Z', true, false],
    [
      'doc2 §4 Cancel allowed: already canceled',
      { ...base, status: BookingStatus.Canceled },
      '2026-11-20T12:00:00Z',
      false,
      false,
    ],
    [
      'doc2 §4 Cancel allowed: no deadline, before start',
      { ...base, cancelAllowedBeforeUtc: null },
      '2026-11-21T16:59:00Z',
      false,
      true,
    ],
    [
      'doc2 §4 Cancel allowed: no deadline, started (venue-local start)',
      { ...base, cancelAllowedBeforeUtc: null },
      '2026-11-21T17:00:00Z',
      false,
      false,
    ],
    [
      'doc2 §4 Cancel allowed: wait-list ignores the deadline',
      waitList,
      '2026-11-21T12:00:00Z',
      false,
      true,
    ],
    [
      'doc2 §4 Cancel allowed: wait-list ignores disableCancel',
      waitList,
      '2026-11-21T12:00:00Z',
      true,
      true,
    ],
    [
      'doc2 §4 Cancel allowed: wait-list not after its start',
      waitList,
      '2026-11-21T17:00:00Z',
      false,
      false,
    ],
    [
      'doc2 §4 Cancel allowed: wait-list already canceled',
      { ...waitList, status: BookingStatus.Canceled },
      '2026-11-21T12:00:00Z',
      false,
      false,
    ],
  ])('%s', (_name, booking, now, disableCancel, expected) => {
    expect(isCancelAllowed(booking, { now, timeZone, settings: { disableCancel } })).toBe(expected);
  });

  it('doc2 §4 Cancel allowed: now as epoch milliseconds', () => {
    const now = Date.parse('2026-11-21T17:00:00Z');
    expect(
      isCancelAllowed(
        { ...base, cancelAllowedBeforeUtc: null },
        { now: now - 1, timeZone, settings: {} },
      ),
    ).toBe(true);
    expect(
      isCancelAllowed({ ...base, cancelAllowedBeforeUtc: null }, { now, timeZone, settings: {} }),
    ).toBe(false);
  });
});
