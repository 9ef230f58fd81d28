import { roundToCents } from './roundToCents.ts';

export interface PricedArticle {
  outPriceIncVat: number | null;
  quantity: number | null;
}

/** VAT-inclusive total of the non-table articles of a booking, rounded to cents. */
export function nonTableArticlesTotal(
  articles: readonly PricedArticle[] | null | undefined,
): number {
  let total = 0;
  for (const article of articles ?? []) {
    total += (article.outPriceIncVat ?? 0) * (article.quantity ?? 0);
  }
  return roundToCents(total);
}
