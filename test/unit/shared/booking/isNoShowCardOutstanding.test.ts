import { describe, expect, it } from 'vitest';
import { ChargeStatus, ChargeType } from '../../../../shared/enums.ts';
import { isNoShowCardOutstanding } from '../../../../shared/booking/isNoShowCardOutstanding.ts';

describe('isNoShowCardOutstanding', () => {
  it.each([
    [
      'doc2 §4 No-show card outstanding: not registered',
      ChargeType.NoShow,
      ChargeStatus.Unknown,
      true,
    ],
    [
      'doc2 §4 No-show card outstanding: inactivated link',
      ChargeType.NoShow,
      ChargeStatus.InactivatedByUser,
      true,
    ],
    [
      'doc2 §4 No-show card outstanding: card registered',
      ChargeType.NoShow,
      ChargeStatus.CardRegistered,
      false,
    ],
    [
      'doc2 §4 No-show card outstanding: prepayment is not a no-show card',
      ChargeType.PrePayment,
      ChargeStatus.Unknown,
      false,
    ],
    ['doc2 §4 No-show card outstanding: no charge', ChargeType.None, ChargeStatus.Unknown, false],
  ])('%s', (_name, chargeType, chargeStatus, expected) => {
    expect(isNoShowCardOutstanding({ chargeType, chargeStatus })).toBe(expected);
  });
});
