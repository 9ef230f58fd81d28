import { describe, expect, it } from 'vitest';
import { terminalReturnPath } from '../../../../shared/checkout/terminalReturnPath.ts';

const guid = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

describe('terminalReturnPath', () => {
  it.each([
    [
      'doc2 §2: finalize is swapped for payment-confirmation, the query kept',
      `/se_demo/1/finalize/${guid}`,
      '?guests=2&date=2026-12-02&lang=en',
      false,
      `/se_demo/1/payment-confirmation/${guid}?guests=2&date=2026-12-02&lang=en`,
    ],
    [
      'doc1 §7: a card registration returns with isNoShow',
      `/se_demo/1/finalize/${guid}`,
      '?guests=2',
      true,
      `/se_demo/1/payment-confirmation/${guid}?guests=2&isNoShow=true`,
    ],
    [
      'doc2 §2: a stale ChargeId or Captured from an earlier try is not carried again',
      `/se_demo/1/finalize/${guid}`,
      '?ChargeId=old&Captured=false&isNoShow=true&tag=x',
      false,
      `/se_demo/1/payment-confirmation/${guid}?tag=x`,
    ],
    [
      'doc2 §2: the activity variant',
      `/se_demo/2/activity-booking/finalize/${guid}`,
      '',
      false,
      `/se_demo/2/activity-booking/payment-confirmation/${guid}`,
    ],
    ['doc2 §2: not a finalize route', `/se_demo/1/availability/${guid}`, '', false, undefined],
  ])('%s', (_name, pathname, search, isNoShow, expected) => {
    expect(terminalReturnPath(pathname, search, { isNoShow })).toBe(expected);
  });
});
