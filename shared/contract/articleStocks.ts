import * as v from 'valibot';
import { amount, answerArray, int, isoDateOrDateTime } from './primitives.ts';

/** doc 1 §3 Article stock: how many of a menu article are left on a date. */
const ArticleStockSchema = v.object({
  id: int,
  articleId: int,
  quantity: amount,
  validityDate: isoDateOrDateTime,
});

/** Answer of GET WebBooking/WebBookings/articleStocks (doc 1 §7). */
export const ArticleStocksSchema = answerArray(ArticleStockSchema);

export type ArticleStocks = v.InferOutput<typeof ArticleStocksSchema>;
