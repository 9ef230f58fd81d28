import { stockFor } from './stockFor.ts';
import type { ArticleStock, MenuItem } from './types.ts';

/** Zero stock shows the out-of-stock message (doc 1 §5 Pre-order groups). */
export function isOutOfStock(
  item: Pick<MenuItem, 'articleID'>,
  stock?: readonly ArticleStock[],
): boolean {
  return stockFor(item.articleID, stock) === 0;
}
