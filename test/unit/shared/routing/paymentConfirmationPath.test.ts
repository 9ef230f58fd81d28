import { describe, expect, it } from 'vitest';
import { paymentConfirmationPath } from '../../../../shared/routing/paymentConfirmationPath.ts';

const ID = '3f2a1c9e-6b7d-4e21-9a3b-0c5d8e7f6a10';

describe('paymentConfirmationPath', () => {
  it.each([
    [
      'doc2 §2 finalize swapped for payment-confirmation',
      `/se_demo/1/finalize/${ID}`,
      `/se_demo/1/payment-confirmation/${ID}`,
    ],
    ['doc2 §2 swap without booking id', '/se_demo/1/finalize', '/se_demo/1/payment-confirmation'],
    [
      'doc2 §2 activity variant',
      `/se_demo/1/activity-booking/finalize/${ID}`,
      `/se_demo/1/activity-booking/payment-confirmation/${ID}`,
    ],
    ['doc2 §2 only the finalize route swaps', `/se_demo/1/preorder/${ID}`, undefined],
    ['doc2 §2 the wizard does not swap', '/se_demo/1', undefined],
  ])('%s', (_name, path, expected) => {
    expect(paymentConfirmationPath(path)).toBe(expected);
  });
});
