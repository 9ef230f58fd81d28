import { describe, expect, it } from 'vitest';
import { BookingStatus, ChargeStatus, ChargeType } from '../../../../shared/enums.ts';
import {
  isPaymentLinkRerequestable,
  isPaymentOwed,
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

describe('isPaymentOwed (docs/decisions/booking-actions.md)', () => {
  const owed = { ...pre, status: BookingStatus.Web as number, chargeShouldPayAmount: 100 };
  it.each<[string, Partial<typeof owed>, boolean]>([
    ['doc 2 §4 Payment: a prepayment paid below its amount, on a valid link', {}, true],
    [
      'doc 2 §4 Payment: a manual charge owed',
      { chargeType: ChargeType.ManualChargeOrCapturedNoShowPayment },
      true,
    ],
    ['doc 2 §4 Payment: a prepayment paid in full', { chargePayedAmount: 100 }, false],
    ['doc 2 §4 Payment: a no-show card not registered', { chargeType: ChargeType.NoShow }, true],
    [
      'doc 2 §4 Payment: a no-show card registered',
      { chargeType: ChargeType.NoShow, chargeStatus: ChargeStatus.CardRegistered },
      false,
    ],
    ['doc 2 §4 Payment: no charge', { chargeType: ChargeType.None }, false],
    ['a cancelled booking owes nothing', { status: BookingStatus.Canceled }, false],
    ['a waiting-list entry pays through its offer', { status: BookingStatus.WaitList }, false],
  ])('%s', (_name, input, expected) => {
    expect(isPaymentOwed({ ...owed, chargePaymentLinkExpirationDate: valid, ...input })).toBe(
      expected,
    );
  });
});
