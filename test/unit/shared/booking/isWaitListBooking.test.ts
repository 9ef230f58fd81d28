import { describe, expect, it } from 'vitest';
import { BookingStatus } from '../../../../shared/enums.ts';
import {
  isWaitListBooking,
  type WaitListInput,
} from '../../../../shared/booking/isWaitListBooking.ts';

const { WaitList, Canceled, Web, BookingInProgress } = BookingStatus;
const h = (changeDate: string, status: number) => ({ changeDate, status });

describe('isWaitListBooking', () => {
  it.each<[string, WaitListInput, boolean]>([
    ['doc2 §4 Wait-list: status WaitList', { status: WaitList }, true],
    ['doc2 §4 Wait-list: status Web without history', { status: Web }, false],
    [
      'doc2 §4 Wait-list: cancelled entry whose last non-canceled history is WaitList',
      {
        status: Canceled,
        history: [
          h('2026-11-01T10:00:00', BookingInProgress),
          h('2026-11-01T10:05:00', WaitList),
          h('2026-11-02T09:00:00', Canceled),
        ],
      },
      true,
    ],
    [
      'doc2 §4 Wait-list: moved from wait list to a confirmed booking',
      { status: Web, history: [h('2026-11-01T10:05:00', WaitList), h('2026-11-02T09:00:00', Web)] },
      false,
    ],
    [
      'doc2 §4 Wait-list: latest by change date, not by list order',
      {
        status: Canceled,
        history: [h('2026-11-02T09:00:00', WaitList), h('2026-11-01T09:00:00', Web)],
      },
      true,
    ],
    [
      'doc2 §4 Wait-list: only cancellations in history',
      { status: Canceled, history: [h('2026-11-02T09:00:00', Canceled)] },
      false,
    ],
    [
      'doc2 §4 Wait-list: equal change dates follow list order',
      {
        status: Canceled,
        history: [h('2026-11-02T09:00:00', Web), h('2026-11-02T09:00:00', WaitList)],
      },
      true,
    ],
  ])('%s', (_name, booking, expected) => {
    expect(isWaitListBooking(booking)).toBe(expected);
  });
});
