import { describe, expect, it } from 'vitest';
import { isOutOfStock } from '../../../../shared/preorder/isOutOfStock.ts';
import type { ArticleStock } from '../../../../shared/preorder/types.ts';

describe('isOutOfStock', () => {
  it.each<[string, number, ArticleStock[] | undefined, boolean]>([
    [
      'doc1 §5 Pre-order groups: zero stock is out of stock',
      7,
      [{ articleId: 7, quantity: 0 }],
      true,
    ],
    [
      'doc1 §5 Pre-order groups: negative stock counts as zero',
      7,
      [{ articleId: 7, quantity: -3 }],
      true,
    ],
    [
      'doc1 §5 Pre-order groups: some stock is not out of stock',
      7,
      [{ articleId: 7, quantity: 1 }],
      false,
    ],
    [
      'doc1 §5 Pre-order groups: stock is matched by articleId',
      7,
      [{ articleId: 8, quantity: 0 }],
      false,
    ],
    [
      'doc1 §5 Pre-order groups: unknown stock is the default, not out of stock',
      7,
      undefined,
      false,
    ],
  ])('%s', (_name, articleID, stock, expected) => {
    expect(isOutOfStock({ articleID }, stock)).toBe(expected);
  });
});
