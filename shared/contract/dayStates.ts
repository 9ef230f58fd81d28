import * as v from 'valibot';
import { LIMITS } from './limits.ts';
import { answerArray, int, isoDate, list, positiveInt } from './primitives.ts';

/**
 * One entry of GET WebBooking/dayStates (doc 1 §3 "Day state", §7). Several entries may share
 * a day, one per section. Seat lists hold party sizes.
 */
const DayStateSchema = v.object({
  day: isoDate,
  state: v.boolean(),
  availableSeats: list(positiveInt),
  waitListSeats: list(positiveInt),
  sectionId: v.optional(int),
});

/** Answer of GET WebBooking/dayStates. */
export const DayStatesSchema = answerArray(DayStateSchema);

export type DayState = v.InferOutput<typeof DayStateSchema>;

/**
 * Issue 51: a month of a large venue (3,100 entries at 100 sections) is checked this many
 * entries at a time, the page's turn between them (docs/decisions.md "The calendar's month in
 * steps").
 * @internal Exported for its tests.
 */
export const DAY_STATES_CHUNK = 500;

/**
 * The check of DayStatesSchema in steps (issue 51): it yields after each chunk of entries and
 * returns the answer as the one pass would; undefined for a month within one chunk, or a refused
 * answer, which the one pass then checks or refuses with its own error.
 */
export function* checkDayStates(data: unknown): Generator<void, DayState[] | undefined> {
  if (!Array.isArray(data) || data.length <= DAY_STATES_CHUNK) return;
  if (data.length > LIMITS.answerList) return;
  const states: DayState[] = [];
  for (const entry of data) {
    if (states.length && states.length % DAY_STATES_CHUNK === 0) yield;
    const result = v.safeParse(DayStateSchema, entry);
    if (!result.success) return;
    states.push(result.output);
  }
  return states;
}
