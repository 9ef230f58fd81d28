import { describe, expect, it } from 'vitest';
import { PaymentCalculation } from '../../../../shared/enums.ts';
import { paymentTotal } from '../../../../shared/money/paymentTotal.ts';

describe('paymentTotal', () => {
  it.each([
    [
      'doc1 §9 Payment total: per booking equals the amount',
      PaymentCalculation.PerBooking,
      200,
      4,
      3,
      200,
    ],
    [
      'doc1 §9 Payment total: per guest is amount times guests',
      PaymentCalculation.PerGuest,
      150,
      4,
      1,
      600,
    ],
    [
      'doc2 §4 Payment total: per resource is amount times table articles',
      PaymentCalculation.PerResource,
      100,
      6,
      3,
      300,
    ],
    [
      'doc2 §4 Payment total: per resource has a minimum of 1',
      PaymentCalculation.PerResource,
      100,
      6,
      0,
      100,
    ],
    ['doc1 §3 Calculation: NoPayment charges nothing', PaymentCalculation.NoPayment, 100, 6, 2, 0],
    [
      'doc1 §9 Payment total: per guest rounds to cents',
      PaymentCalculation.PerGuest,
      0.1,
      3,
      0,
      0.3,
    ],
  ])('%s', (_name, calculation, amount, guests, tableArticleCount, expected) => {
    expect(paymentTotal({ calculation, amount, guests, tableArticleCount })).toBe(expected);
  });
});
