import { describe, expect, it } from 'vitest';
import { searchAfterFinalize } from '../../../../shared/routing/searchAfterFinalize.ts';

describe('searchAfterFinalize', () => {
  it.each<[string, string, boolean, string]>([
    [
      "doc 1 §4 Submit: the wizard's own parameters are dropped",
      '?guests=4&date=2026-05-01&ruleId=7&isWaitList=true',
      false,
      '',
    ],
    [
      'doc 1 §4 Submit: other parameters are kept',
      '?guests=4&lang=sv&tag=terrace',
      false,
      '?lang=sv&tag=terrace',
    ],
    [
      'doc 2 §2 failed waiting-list confirm: the flag travels in the query',
      '?children=1&lang=en',
      true,
      '?lang=en&failedOfferConfirm=true',
    ],
  ])('%s', (_name, search, failed, expected) => {
    expect(searchAfterFinalize(search, failed)).toBe(expected);
  });
});
