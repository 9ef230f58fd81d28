import { describe, expect, it } from 'vitest';
import { failedOfferConfirm } from '../../../../shared/booking/failedOfferConfirm.ts';

describe('failedOfferConfirm', () => {
  it.each<[string, string, boolean]>([
    [
      'doc2 §2 failed waiting-list confirm flag set by the payment return',
      '?failedOfferConfirm=true',
      true,
    ],
    [
      'doc2 §2 the flag among the return parameters',
      '?ChargeId=c-1&offerStartTime=2026-12-05T18%3A00%3A00.000Z&failedOfferConfirm=1',
      true,
    ],
    ['doc2 §2 no flag: an ordinary visit', '?ChargeId=c-1&paymentLink=true', false],
    ['doc2 §2 an empty address', '', false],
    ['doc2 §2 a flag turned off is off', '?failedOfferConfirm=false', false],
  ])('%s', (_name, search, expected) => {
    expect(failedOfferConfirm(search)).toBe(expected);
  });
});
