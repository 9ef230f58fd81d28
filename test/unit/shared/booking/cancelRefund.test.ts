import { describe, expect, it } from 'vitest';
import { ChargeType } from '../../../../shared/enums.ts';
import { cancelRefund, type CancelRefundInput } from '../../../../shared/booking/cancelRefund.ts';

describe('cancelRefund', () => {
  it.each<[string, CancelRefundInput, number]>([
    ['doc2 §3: no charge, nothing to refund', {}, 0],
    [
      'doc2 §3 chargeRefundedAmount: a paid prepayment is refunded in full',
      { chargeType: ChargeType.PrePayment, chargePayedAmount: 1790 },
      1790,
    ],
    [
      'doc2 §4 Payment: an unpaid prepayment refunds nothing',
      { chargeType: ChargeType.PrePayment, chargePayedAmount: 0 },
      0,
    ],
    [
      'doc2 §4 Payment: a paid manual charge is refunded',
      { chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment, chargePayedAmount: 99.5 },
      99.5,
    ],
    [
      'doc2 §3 chargeRefundedAmount: what was refunded already is not promised again',
      { chargeType: ChargeType.PrePayment, chargePayedAmount: 0.3, chargeRefundedAmount: 0.1 },
      0.2,
    ],
    [
      'doc2 §3: a fully refunded charge refunds nothing more',
      { chargeType: ChargeType.PrePayment, chargePayedAmount: 500, chargeRefundedAmount: 500 },
      0,
    ],
    [
      'doc2 §4 Payment: a registered no-show card has nothing to refund',
      { chargeType: ChargeType.NoShow, chargePayedAmount: 0 },
      0,
    ],
    [
      'doc2 §3: a paid amount on no charge type is not a refund the widget can promise',
      { chargeType: ChargeType.None, chargePayedAmount: 100 },
      0,
    ],
  ])('%s', (_name, booking, expected) => {
    expect(cancelRefund(booking)).toBe(expected);
  });
});
