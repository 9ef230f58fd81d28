import { describe, expect, it } from 'vitest';
import { PaymentCalculation as Calc, PaymentRule as Rule } from '../../../../shared/enums.ts';
import { bookingCharge, type ChargedRule } from '../../../../shared/money/bookingCharge.ts';

const rule = (
  paymentRule: number,
  paymentCalculation: number,
  paymentAmount: number,
  tableArticles = 1,
  paymentVAT = 0,
): ChargedRule => ({ paymentRule, paymentCalculation, paymentAmount, paymentVAT, tableArticles });

// The activity venue of the demo: what each activity's rule charges, with one lane or room each.
const bowling = rule(Rule.NoFee, Calc.NoPayment, 0);
const shuffleboard = rule(Rule.NoShowFee, Calc.PerBooking, 300);
const karaoke = rule(Rule.NoFee, Calc.NoPayment, 0);
const escapeRoom = (rooms = 1) => rule(Rule.Prepayment, Calc.PerResource, 1200, rooms, 25);

describe('bookingCharge', () => {
  it.each<[string, ChargedRule[], number, ReturnType<typeof bookingCharge>]>([
    ['doc1 §9 Payment total: no rule, no charge', [], 2, null],
    ['doc1 §9 Payment total: a free rule charges nothing', [bowling], 4, null],
    [
      'doc1 §9 Payment total: NoPayment calculation charges nothing even under a prepayment rule',
      [rule(Rule.Prepayment, Calc.NoPayment, 500)],
      4,
      null,
    ],
    [
      'doc1 §9 Payment total: per guest is the amount times guests',
      [rule(Rule.Prepayment, Calc.PerGuest, 895)],
      2,
      { kind: 'prepayment', amount: 1790, vat: 0 },
    ],
    [
      'doc1 §9 Payment total: per guest, six guests',
      [rule(Rule.Prepayment, Calc.PerGuest, 895, 1, 12)],
      6,
      { kind: 'prepayment', amount: 5370, vat: 575.36 },
    ],
    [
      'doc1 §9 Payment total: per booking equals the amount',
      [rule(Rule.NoShowFee, Calc.PerBooking, 300)],
      8,
      { kind: 'noShowFee', amount: 300, vat: 0 },
    ],
    [
      'doc1 §9 Payment total: per resource is the amount times its table articles',
      [escapeRoom(2)],
      4,
      { kind: 'prepayment', amount: 2400, vat: 480 },
    ],
    [
      'doc1 §9 Payment total: per resource is at least one, before a table is assigned',
      [escapeRoom(0)],
      4,
      { kind: 'prepayment', amount: 1200, vat: 240 },
    ],
    [
      'doc1 §9 Payment total: per resource counts its own rule’s rooms, not the lanes of other activities',
      [escapeRoom(1), bowling, shuffleboard, karaoke],
      4,
      { kind: 'prepayment', amount: 1200, vat: 240 },
    ],
    [
      'doc1 §1 booking mode: a no-show fee alone registers a card (activity mix)',
      [bowling, shuffleboard, karaoke],
      4,
      { kind: 'noShowFee', amount: 300, vat: 0 },
    ],
    [
      'doc1 §9 Payment total: two prepaid rules add up (per guest plus per resource)',
      [rule(Rule.Prepayment, Calc.PerGuest, 100), escapeRoom(2)],
      3,
      { kind: 'prepayment', amount: 2700, vat: 480 },
    ],
    [
      'doc1 §9 Payment total: two no-show rules add up',
      [rule(Rule.NoShowFee, Calc.PerGuest, 200), rule(Rule.NoShowFee, Calc.PerBooking, 300)],
      3,
      { kind: 'noShowFee', amount: 900, vat: 0 },
    ],
    [
      'doc1 §9 Payment total: each rule is rounded to cents before the rules add up',
      [rule(Rule.Prepayment, Calc.PerGuest, 33.335), rule(Rule.Prepayment, Calc.PerBooking, 0.005)],
      3,
      { kind: 'prepayment', amount: 100.02, vat: 0 },
    ],
  ])('%s', (_name, rules, guests, expected) => {
    expect(bookingCharge({ rules, guests })).toEqual(expected);
  });
});
