import * as v from 'valibot';
import { isApiDate, isApiTime, zoneOrUtc } from '../time/apiTime.ts';
import { LIMITS } from './limits.ts';

/*
 * Building blocks shared by every contract schema. Messages of validation actions start with
 * "expected" so that validate() can phrase them as `expected …, received …`.
 */

/** True for a calendar date `YYYY-MM-DD` that exists. */
export const isIsoDate: (input: string) => boolean = isApiDate;

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = v.pipe(v.string(), v.check(isIsoDate, 'expected a date YYYY-MM-DD'));

/**
 * A date-time of the API: an instant with an offset, or the venue's wall clock without one
 * (the .NET local form). The grammar is shared/time/apiTime.ts's, the one reader of them.
 */
export const isoDateTime = v.pipe(v.string(), v.check(isApiTime, 'expected an ISO 8601 date-time'));

/**
 * The venue's IANA time zone. One the platform does not know (a Windows id such as "W. Europe
 * Standard Time") reads as UTC, which still shows the wall clock of times without an offset.
 */
export const timeZone = v.pipe(
  v.string(),
  v.minLength(1, 'expected an IANA time zone'),
  v.transform(zoneOrUtc),
);

/** Either a date or a date-time (stock validity dates come both ways). */
export const isoDateOrDateTime = v.pipe(
  v.string(),
  v.check((s) => isIsoDate(s) || isApiTime(s), 'expected an ISO 8601 date or date-time'),
);

export const int = v.pipe(v.number(), v.integer('expected an integer'));
export const nonNegativeInt = v.pipe(int, v.minValue(0, 'expected a number >= 0'));
export const positiveInt = v.pipe(int, v.minValue(1, 'expected a number >= 1'));
export const amount = v.pipe(v.number(), v.finite('expected a finite number'));

/** A string of an answer, at most LIMITS.answerText characters. */
const answerString = v.pipe(
  v.string(),
  v.maxLength(LIMITS.answerText, `expected at most ${LIMITS.answerText} characters`),
);

/** Free text that may be missing or null; read as ''. */
export const text = v.nullish(answerString, '');

/** A short string of a request (tag, language, ids): at most LIMITS.shortText characters. */
export const shortText = v.pipe(
  v.string(),
  v.maxLength(LIMITS.shortText, `expected at most ${LIMITS.shortText} characters`),
);

/** A guest count of a request: 1..LIMITS.guests. */
export const guestCount = v.pipe(
  v.number(),
  v.integer('expected an integer'),
  v.minValue(1, 'expected a number >= 1'),
  v.maxValue(LIMITS.guests, `expected a number <= ${LIMITS.guests}`),
);

/** A children count of a request: 0..LIMITS.guests. */
export const childCount = v.pipe(
  v.number(),
  v.integer('expected an integer'),
  v.minValue(0, 'expected a number >= 0'),
  v.maxValue(LIMITS.guests, `expected a number <= ${LIMITS.guests}`),
);

/** A request list of at most `max` items. */
export function boundedArray<TItem extends v.GenericSchema>(item: TItem, max: number) {
  return v.pipe(v.array(item), v.maxLength(max, `expected at most ${max} items`));
}

/** A guest message: at most 255 characters (doc 1 §5, doc 2 §5). */
export const guestMessage = v.pipe(v.string(), v.maxLength(255, 'expected at most 255 characters'));

/** Identifiers the API sends as a number or a string; always read as a string. */
export const looseId = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** A flag that may be missing or null; read as false. */
export const flag = v.nullish(v.boolean(), false);

/**
 * A list of an answer: at most LIMITS.answerList items, counted before any item is parsed (an
 * answer of 20,000 copies is refused at once instead of after seconds of parsing).
 */
export function answerArray<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.unknown(),
    v.check(
      (input) => !Array.isArray(input) || input.length <= LIMITS.answerList,
      `expected at most ${LIMITS.answerList} items`,
    ),
    v.array(item),
  );
}

/** A list of an answer that may be missing or null; read as []. At most LIMITS.answerList items. */
export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(answerArray(item), []);
}

/** A picklist over the values of an `as const` enumeration object of shared/enums.ts. */
export function enumOf<const T extends Record<string, string | number>>(enumeration: T) {
  return v.picklist(Object.values(enumeration) as T[keyof T][]);
}
