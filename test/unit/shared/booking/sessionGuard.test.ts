import { describe, expect, it } from 'vitest';
import { BookingStatus as S } from '../../../../shared/enums.ts';
import {
  sessionGuard,
  type SessionGuardDecision,
  type SessionGuardInput,
} from '../../../../shared/booking/sessionGuard.ts';

const contact = { fname: 'Anna', lname: 'Berg', email: 'anna@example.com', mobile: '+46701234567' };
const empty = { fname: '', lname: '', email: '', mobile: '' };

describe('sessionGuard', () => {
  it.each<[string, SessionGuardInput, boolean, SessionGuardDecision]>([
    [
      'doc2 §4 Session guard: in progress is ok',
      { status: S.BookingInProgress },
      false,
      { kind: 'ok' },
    ],
    [
      'doc2 §4 Session guard: Expired tries one refresh',
      { status: S.Expired },
      false,
      { kind: 'refreshOnce' },
    ],
    [
      'doc2 §4 Session guard: after refresh, in progress is ok',
      { status: S.BookingInProgress },
      true,
      { kind: 'ok' },
    ],
    [
      'doc2 §4 Session guard: after refresh, still Expired',
      { status: S.Expired },
      true,
      { kind: 'sessionExpired' },
    ],
    [
      'doc2 §4 Session guard: after refresh, any other status',
      { status: S.Canceled },
      true,
      { kind: 'sessionExpired' },
    ],
    [
      'doc2 §4 Session guard: Canceled expires the session',
      { status: S.Canceled },
      false,
      { kind: 'sessionExpired' },
    ],
    [
      'doc2 §4 Session guard: NoShow expires the session',
      { status: S.NoShow },
      false,
      { kind: 'sessionExpired' },
    ],
    [
      'doc2 §4 Session guard: Unset expires the session',
      { status: S.Unset },
      false,
      { kind: 'sessionExpired' },
    ],
    [
      'doc2 §4 Session guard: finalized booking',
      { status: S.Web, contact },
      false,
      { kind: 'alreadyFinalized', variant: 'booking' },
    ],
    [
      'doc2 §4 Session guard: finalized even without contact',
      { status: S.Web },
      false,
      { kind: 'alreadyFinalized', variant: 'booking' },
    ],
    [
      'doc2 §4 Session guard: wait list with contact',
      { status: S.WaitList, contact },
      false,
      { kind: 'alreadyFinalized', variant: 'waitList' },
    ],
    [
      'doc2 §4 Session guard: wait list without contact is ok',
      { status: S.WaitList, contact: null },
      false,
      { kind: 'ok' },
    ],
    [
      'doc2 §4 Session guard: wait list with an empty contact is ok',
      { status: S.WaitList, contact: empty },
      false,
      { kind: 'ok' },
    ],
    [
      'doc2 §4 Session guard: request with contact',
      { status: S.Inquiry, contact },
      false,
      { kind: 'alreadyFinalized', variant: 'request' },
    ],
    [
      'doc2 §4 Session guard: request with a contact id',
      { status: S.Inquiry, contactId: 12 },
      false,
      { kind: 'alreadyFinalized', variant: 'request' },
    ],
    [
      'doc2 §4 Session guard: request without contact is ok',
      { status: S.Inquiry },
      false,
      { kind: 'ok' },
    ],
  ])('%s', (_name, booking, refreshed, expected) => {
    expect(sessionGuard(booking, { refreshed })).toEqual(expected);
  });
});
