import { describe, expect, it } from 'vitest';
import {
  activityPaymentNote,
  type ActivityPaymentNote,
  type ActivityPaymentNoteInput,
} from '../../../../shared/activities/activityPaymentNote.ts';

const rule = (paymentRule: number, paymentCalculation = 0, paymentAmount = 0) => ({
  paymentRule,
  paymentCalculation,
  paymentAmount,
});
const input = (
  rules: ActivityPaymentNoteInput['rules'],
  extra: Partial<ActivityPaymentNoteInput> = {},
): ActivityPaymentNoteInput => ({
  rules,
  guests: 4,
  tableArticleCount: 1,
  isWaitList: false,
  ...extra,
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
      input([rule(0), rule(1, 3, 1200)], { tableArticleCount: 2 }),
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
