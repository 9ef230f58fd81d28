import { describe, expect, it } from 'vitest';
import { ChargeStatus, ChargeType } from '../../../../shared/enums.ts';
import {
  isPaymentLinkRerequestable,
  type PaymentLinkInput,
} from '../../../../shared/booking/isPaymentLinkRerequestable.ts';

const timeZone = 'Europe/Stockholm';
const now = '2026-11-21T12:00:00Z';
const expired = '2026-11-21T12:00:00'; // 11:00Z
const valid = '2026-11-21T14:00:00'; // 13:00Z
const pre: PaymentLinkInput = {
  chargeType: ChargeType.PrePayment,
  chargeStatus: ChargeStatus.Unknown,
  chargePayedAmount: 0,
  chargePaymentLinkExpirationDate: expired,
};

describe('isPaymentLinkRerequestable', () => {
  it.each<[string, PaymentLinkInput, boolean]>([
    ['doc2 §4 Payment link: prepayment link expired', pre, true],
    [
      'doc2 §4 Payment link: prepayment link still valid',
      { ...pre, chargePaymentLinkExpirationDate: valid },
      false,
    ],
    [
      'doc2 §4 Payment link: inactivated by user',
      {
        ...pre,
        chargeStatus: ChargeStatus.InactivatedByUser,
        chargePaymentLinkExpirationDate: valid,
      },
      true,
    ],
    ['doc2 §4 Payment link: something paid', { ...pre, chargePayedAmount: 100 }, false],
    [
      'doc2 §4 Payment link: manual charge expired',
      { ...pre, chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment },
      true,
    ],
    ['doc2 §4 Payment link: no-show type expired', { ...pre, chargeType: ChargeType.NoShow }, true],
    [
      'doc2 §4 Payment link: no-show inactivated',
      {
        ...pre,
        chargeType: ChargeType.NoShow,
        chargeStatus: ChargeStatus.InactivatedByUser,
        chargePaymentLinkExpirationDate: null,
      },
      true,
    ],
    [
      'doc2 §4 Payment link: no-show reservation type is not re-requestable',
      { ...pre, chargeType: ChargeType.NoShowReservation },
      false,
    ],
    [
      'doc2 §4 Payment link: external charge is not re-requestable',
      { ...pre, chargeType: ChargeType.ExternalCharge },
      false,
    ],
    [
      'doc2 §4 Payment link: no expiry and active',
      { ...pre, chargePaymentLinkExpirationDate: null },
      false,
    ],
  ])('%s', (_name, booking, expected) => {
    expect(isPaymentLinkRerequestable(booking, { now, timeZone })).toBe(expected);
  });
});
