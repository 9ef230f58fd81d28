import { describe, expect, it } from 'vitest';
import { mobilePaymentLabel } from '../../../../shared/money/mobilePaymentLabel.ts';

describe('mobilePaymentLabel', () => {
  it.each([
    ['doc2 §9 Payment labels: Swish for se', 'se_demo', 'Swish'],
    ['doc2 §9 Payment labels: Swish for SE prefix', 'SE_demo', 'Swish'],
    ['doc2 §9 Payment labels: Vipps for no', 'no_demo', 'Vipps'],
    ['doc2 §9 Payment labels: bare market no', 'no', 'Vipps'],
    ['doc2 §9 Payment labels: none for dk', 'dk_demo', null],
    ['doc2 §9 Payment labels: none for fi', 'fi_demo', null],
  ])('%s', (_name, systemId, expected) => {
    expect(mobilePaymentLabel(systemId)).toBe(expected);
  });
});
