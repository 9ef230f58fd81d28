import { describe, expect, it } from 'vitest';
import { stockFor } from '../../../../shared/preorder/stockFor.ts';
import type { ArticleStock } from '../../../../shared/preorder/types.ts';

describe('stockFor', () => {
  it.each<[string, number, ArticleStock[] | undefined, number]>([
    ['doc1 §9: default stock is 500 without stock data', 1, undefined, 500],
    [
      'doc1 §9: default stock is 500 for an unlisted article',
      1,
      [{ id: 5, articleId: 2, quantity: 3, validityDate: '2026-06-10T00:00:00Z' }],
      500,
    ],
    [
      'doc1 §5 Pre-order groups: the listed quantity of the article',
      2,
      [{ id: 5, articleId: 2, quantity: 3 }],
      3,
    ],
    ['doc1 §5 Pre-order groups: a listed zero stays zero', 2, [{ articleId: 2, quantity: 0 }], 0],
  ])('%s', (_name, articleId, stock, expected) => {
    expect(stockFor(articleId, stock)).toBe(expected);
  });
});
