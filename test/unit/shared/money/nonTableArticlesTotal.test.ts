import { describe, expect, it } from 'vitest';
import { nonTableArticlesTotal } from '../../../../shared/money/nonTableArticlesTotal.ts';

describe('nonTableArticlesTotal', () => {
  it.each([
    ['doc2 §9 VAT-inclusive total: no articles is 0', [], 0],
    [
      'doc2 §9 VAT-inclusive total: price times quantity',
      [{ outPriceIncVat: 125, quantity: 2 }],
      250,
    ],
    [
      'doc2 §9 VAT-inclusive total: sums every article',
      [
        { outPriceIncVat: 125, quantity: 2 },
        { outPriceIncVat: 49.9, quantity: 3 },
      ],
      399.7,
    ],
    [
      'doc2 §9 VAT-inclusive total: missing price or quantity counts as 0',
      [
        { outPriceIncVat: null, quantity: 2 },
        { outPriceIncVat: 80, quantity: null },
        { outPriceIncVat: 10, quantity: 1 },
      ],
      10,
    ],
  ])('%s', (_name, articles, expected) => {
    expect(nonTableArticlesTotal(articles)).toBe(expected);
  });

  it('doc2 §9 VAT-inclusive total: null list is 0', () => {
    expect(nonTableArticlesTotal(null)).toBe(0);
  });
});
