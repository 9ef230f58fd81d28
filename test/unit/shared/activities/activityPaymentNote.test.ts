import { describe, expect, it } from 'vitest';
import {
  activityPaymentNote,
  type ActivityPaymentNote,
  type ActivityPaymentNoteInput,
} from '../../../../shared/activities/activityPaymentNote.ts';

let nextId = 1;
const rule = (paymentRule: number, paymentCalculation = 0, paymentAmount = 0) => ({
  id: nextId++,
  paymentRule,
  paymentCalculation,
  paymentAmount,
});
const input = (
  rules: ActivityPaymentNoteInput['booking']['webBookingRules'],
  extra: { tableArticles?: number; isWaitList?: boolean } = {},
): ActivityPaymentNoteInput => ({
  booking: {
    guests: 4,
    webBookingRules: rules,
    // Each rule holds its lanes or rooms: one, or as many as asked.
    articles: rules.flatMap((r) =>
      Array.from({ length: extra.tableArticles ?? 1 }, () => ({ isTable: true, ruleId: r.id })),
    ),
    chargeType: 0,
    chargeShouldPayAmount: 0,
  },
  isWaitList: extra.isWaitList ?? false,
});

describe('activityPaymentNote', () => {
  it.each<[string, ActivityPaymentNoteInput, ActivityPaymentNote]>([
    [
      'doc1 §2 Activity list: no fee is paid at the venue',
      input([rule(0)]),
      { kind: 'payAtLocation' },
    ],
    [
      'doc1 §2 Activity list: nothing booked is paid at the venue',
      input([]),
      { kind: 'payAtLocation' },
    ],
    [
      'doc1 §2 Activity list: prepayment per resource carries the amount',
      input([rule(0), rule(1, 3, 1200)], { tableArticles: 2 }),
      { kind: 'prepayment', amount: 2400 },
    ],
    [
      'doc1 §9 Payment total: prepayment per guest',
      input([rule(1, 1, 100)]),
      { kind: 'prepayment', amount: 400 },
    ],
    [
      'doc1 §2 Activity list: a no-show fee registers a card',
      input([rule(2, 2, 300), rule(0)]),
      { kind: 'cardRegistration', amount: 300 },
    ],
    [
      'doc1 §1 booking mode: prepayment wins over a no-show fee',
      input([rule(2, 2, 300), rule(1, 2, 500)]),
      { kind: 'prepayment', amount: 500 },
    ],
    [
      'doc1 §4 Submit: a waiting list is not charged',
      input([rule(1, 2, 500)], { isWaitList: true }),
      { kind: 'waitList' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(activityPaymentNote(value)).toEqual(expected);
  });
});
