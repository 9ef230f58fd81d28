import { describe, expect, it } from 'vitest';
import { ChargeType } from '../../../../shared/enums.ts';
import {
  isPrepaymentOutstanding,
  type PrepaymentInput,
} from '../../../../shared/booking/isPrepaymentOutstanding.ts';

describe('isPrepaymentOutstanding', () => {
  it.each<[string, PrepaymentInput, boolean]>([
    [
      'doc2 §4 Prepayment outstanding: nothing paid',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 500, chargePayedAmount: 0 },
      true,
    ],
    [
      'doc2 §4 Prepayment outstanding: partly paid',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 500, chargePayedAmount: 499.5 },
      true,
    ],
    [
      'doc2 §4 Prepayment outstanding: fully paid',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 500, chargePayedAmount: 500 },
      false,
    ],
    [
      'doc2 §4 Prepayment outstanding: paid missing reads as 0',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 500, chargePayedAmount: null },
      true,
    ],
    [
      'doc2 §4 Prepayment outstanding: other charge type',
      { chargeType: ChargeType.NoShow, chargeShouldPayAmount: 500, chargePayedAmount: 0 },
      false,
    ],
    [
      'doc2 §4 Prepayment outstanding: nothing due',
      { chargeType: ChargeType.PrePayment, chargeShouldPayAmount: 0, chargePayedAmount: 0 },
      false,
    ],
  ])('%s', (_name, booking, expected) => {
    expect(isPrepaymentOutstanding(booking)).toBe(expected);
  });
});
