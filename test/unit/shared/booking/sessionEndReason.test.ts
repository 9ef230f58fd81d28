import { describe, expect, it } from 'vitest';
import { BookingStatus as S } from '../../../../shared/enums.ts';
import {
  sessionEndReason,
  type SessionEndReason,
} from '../../../../shared/booking/sessionEndReason.ts';

describe('sessionEndReason', () => {
  it.each<[string, number | undefined, SessionEndReason]>([
    ['doc2 §8 Session expired: a cancelled booking was cancelled', S.Canceled, 'canceled'],
    [
      'doc2 §8 Session expired: a cancelled booking whose refund failed was cancelled',
      S.PaymentRefundFailed,
      'canceled',
    ],
    ['doc2 §8 Session expired: an expired booking was released', S.Expired, 'released'],
    [
      'doc2 §4 Session guard: not in progress after the one Refresh: released',
      S.BookingInProgress,
      'released',
    ],
    ['doc2 §8 Session expired: status unknown: released', undefined, 'released'],
    ['doc2 §8 Session expired: Unset: released', S.Unset, 'released'],
    ['doc2 §4 Session guard: a no-show is neither released nor cancelled', S.NoShow, 'closed'],
    ['doc2 §4 Session guard: a guest who left', S.Left, 'closed'],
    ['doc2 §4 Session guard: a paid visit', S.Paid, 'closed'],
    ['doc2 §4 Session guard: history', S.History, 'closed'],
  ])('%s', (_name, status, expected) => {
    expect(sessionEndReason(status)).toBe(expected);
  });
});
