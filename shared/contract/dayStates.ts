import * as v from 'valibot';
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
