import * as v from 'valibot';
import { LIMITS } from './limits.ts';
import { isApiTime } from '../time/apiTime.ts';
import { isIsoDate, isoDate, isoDateOrDateTime, shortText } from './primitives.ts';

/*
 * Query strings as a server parses them: every value is a string, a repeated parameter is an
 * array of strings. A scalar parameter given twice is an error rather than a silent pick.
 */

/** What a server hands over from a URL's query string. */
export type RawQuery = Record<string, string | string[] | undefined>;

const queryInt = v.pipe(v.string(), v.regex(/^-?\d+$/, 'expected an integer'), v.transform(Number));

const queryBool = v.pipe(
  v.string(),
  v.regex(/^(true|false|1|0)$/i, 'expected true, false, 1 or 0'),
  v.transform((s) => /^(true|1)$/i.test(s)),
);

const optionalBool = v.optional(queryBool, 'false');

/** Repeated or comma-separated integers: `a=1&a=2` and `a=1,2` read the same. */
const queryIntList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  ),
  v.array(queryInt),
  v.maxLength(LIMITS.ids, `expected at most ${LIMITS.ids} ids`),
);

/** Whole days from one YYYY-MM-DD date to another (the dates are validated first). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET WebBooking/dayStates (doc 1 §7). */
export const DayStatesQuerySchema = v.pipe(
  v.object({
    fromDate: isoDate,
    toDate: isoDate,
    unitId: queryInt,
    includeAvailableSeats: optionalBool,
    includeFirstAvailableMonth: optionalBool,
    sectionId: v.optional(queryIntList),
    tag: v.optional(shortText),
  }),
  v.forward(
    v.check((q) => q.fromDate <= q.toDate, 'expected a date not before fromDate'),
    ['toDate'],
  ),
  v.forward(
    v.check(
      (q) => daysBetween(q.fromDate, q.toDate) <= LIMITS.dayStatesSpanDays,
      `expected at most ${LIMITS.dayStatesSpanDays} days after fromDate`,
    ),
    ['toDate'],
  ),
);

/**
 * GET WebBooking/availableTimes (doc 1 §7). `date` comes in the midnight-UTC date-time form or
 * as YYYY-MM-DD; both are read as the calendar date written in it.
 */
export const AvailableTimesQuerySchema = v.object({
  date: v.pipe(
    v.string(),
    v.check((s) => isIsoDate(s) || isApiTime(s), 'expected a date YYYY-MM-DD'),
    v.transform((s) => s.slice(0, 10)),
  ),
  unitId: queryInt,
  sectionId: v.optional(queryIntList),
  tag: v.optional(shortText),
});

/** GET WebBooking/WebBookings/{guid} (doc 2 §7). */
export const BookingQuerySchema = v.object({
  includeInquiryProposalDiff: optionalBool,
});

/** GET WebBooking/WebBookings/articleStocks (doc 1 §7). */
export const ArticleStocksQuerySchema = v.object({
  articleIds: v.pipe(queryIntList, v.minLength(1, 'expected at least 1 article id')),
  includeArticleStockChanges: optionalBool,
  validityDate: isoDateOrDateTime,
});

export type DayStatesQuery = v.InferOutput<typeof DayStatesQuerySchema>;
export type AvailableTimesQuery = v.InferOutput<typeof AvailableTimesQuerySchema>;
export type ArticleStocksQuery = v.InferOutput<typeof ArticleStocksQuerySchema>;
