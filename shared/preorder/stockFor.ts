import type { ArticleStock } from './types.ts';

/** doc 1 §9 Default stock when the venue reports none for an article. */
const DEFAULT_STOCK = 500;

/** The stock left of an article (doc 1 §5 Pre-order groups). */
export function stockFor(articleId: number, stock: readonly ArticleStock[] = []): number {
  const entry = stock.find((s) => s.articleId === articleId);
  return entry === undefined ? DEFAULT_STOCK : Math.max(0, entry.quantity);
}
