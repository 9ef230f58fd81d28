import * as v from 'valibot';
import { LIMITS, TOO_MANY_TIMES } from './limits.ts';
import { BookingType, PaymentCalculation, PaymentRule, UnavailabilityReason } from '../enums.ts';
import {
  amount,
  answerArray,
  enumOf,
  flag,
  int,
  isoDate,
  isoDateTime,
  list,
  nonNegativeInt,
  positiveInt,
  text,
  timeZone,
} from './primitives.ts';

/** doc 1 §3 Unavailability: party sizes `from`..`to` cannot book this time, for `reason`. */
const UnavailabilitySchema = v.object({
  from: nonNegativeInt,
  to: nonNegativeInt,
  reason: enumOf(UnavailabilityReason),
});

/** doc 1 §3 Time slot. Seat lists hold the party sizes that can book or wait for it. */
const TimeSlotSchema = v.object({
  name: text,
  title: text,
  ruleId: int,
  start: isoDateTime,
  end: isoDateTime,
  recoupTime: v.nullish(nonNegativeInt, 0),
  availableUntil: v.nullish(isoDateTime, null),
  availableSeats: list(positiveInt),
  waitListSeats: list(positiveInt),
  timeExpired: v.optional(v.boolean()),
  unavailableForGroupSize: v.optional(v.boolean()),
  waitListUnavailableForGroupSize: v.optional(v.boolean()),
  unavailability: v.optional(answerArray(UnavailabilitySchema)),
});

/**
 * doc 1 §3 Time set (web rule) as availableTimes sends it. `paymentCalculation` is the spec's
 * "payment modifier"; `startTime` is in hours, `lockTime` in minutes.
 */
const TimeSetSchema = v.object({
  id: int,
  sectionId: int,
  title: text,
  bookingType: v.nullish(enumOf(BookingType), BookingType.Booking),
  comment: text,
  conditions: text,
  paymentInformation: text,
  isClosed: flag,
  isTextRow: flag,
  menuGuid: v.nullish(v.string(), null),
  requireMenuSelection: flag,
  requireMenuPayment: flag,
  date: isoDate,
  times: list(TimeSlotSchema),
  recoupTime: v.nullish(nonNegativeInt, 0),
  minGroupSize: v.nullish(positiveInt, 1),
  maxGroupSize: v.nullish(positiveInt, null),
  startTime: v.nullish(v.number(), 0),
  lockTime: v.nullish(nonNegativeInt, 0),
  lockPerTime: flag,
  paymentRule: v.nullish(enumOf(PaymentRule), PaymentRule.NoFee),
  paymentCalculation: v.nullish(enumOf(PaymentCalculation), PaymentCalculation.NoPayment),
  paymentAmount: v.nullish(amount, 0),
  paymentVAT: v.nullish(amount, 0),
});

/** doc 1 §3 Section. `unavailable` is the server's closed flag; fully booked is derived. */
const SectionSchema = v.object({
  id: int,
  name: v.string(),
  hidden: flag,
  sortOrder: v.nullish(int, 0),
  description: text,
  image: v.nullish(v.string(), null),
  unavailable: flag,
  timeSets: list(TimeSetSchema),
});

/** doc 1 §3 Unit with its sections. */
const UnitSchema = v.object({
  id: int,
  name: v.string(),
  timeZone,
  sections: list(SectionSchema),
});

/** The times and time sets of `sections`, which LIMITS.availableTimesSlots bounds. */
const slotCount = (sections: Section[]) => {
  let count = 0;
  for (const section of sections)
    for (const timeSet of section.timeSets) count += timeSet.times.length + 1;
  return count;
};

/**
 * Answer of GET WebBooking/availableTimes (doc 1 §7): a list of units. At most
 * LIMITS.availableTimesSlots times and time sets in all: a screen renders one button per time,
 * and an answer beyond that is refused as malformed rather than freezing the guest's tab.
 */
export const AvailableTimesSchema = v.pipe(
  answerArray(UnitSchema),
  v.check(
    (units) => slotCount(units.flatMap((unit) => unit.sections)) <= LIMITS.availableTimesSlots,
    TOO_MANY_TIMES,
  ),
);

/**
 * Issue 51: the stepped check yields after each chunk of sections of about this many times
 * (docs/decisions.md "The time step's appearance in chunks"). Exported for the tests.
 * @internal
 */
export const CHECK_CHUNK = 500;

// The answer with each section left unread: the units and their lists, checked before the sections.
const UnitsShellSchema = answerArray(
  v.object({ ...UnitSchema.entries, sections: list(v.unknown()) }),
);

/**
 * The check of AvailableTimesSchema in steps (issue 51): it yields before the first section and
 * after each chunk of sections of about CHECK_CHUNK times, so that the widget can let the page paint and answer input between
 * them, and returns the answer as the schema's one pass would; undefined for a refused answer,
 * whose error the one pass then gives.
 */
export function* checkAvailableTimes(data: unknown): Generator<void, AvailableTimes | undefined> {
  const shell = v.safeParse(UnitsShellSchema, data);
  if (!shell.success) return;
  const units: AvailableTimes = [];
  let count = 0;
  // A yield before the first section too: the answer's parse (JSON.parse, ~150 ms for 100
  // sections at 4x) is then a task apart from the first chunk's check.
  let mark = 0;
  for (const unit of shell.output) {
    const sections: Section[] = [];
    for (const section of unit.sections) {
      if (count >= mark) {
        // The first chunk is a fifth of the others: V8 runs the check unoptimised at first, about
        // three times slower, and a whole first chunk was the activity list's longest task.
        mark = count + (mark ? CHECK_CHUNK : CHECK_CHUNK / 5);
        yield;
      }
      const result = v.safeParse(SectionSchema, section);
      if (!result.success) return;
      sections.push(result.output);
      count += slotCount([result.output]);
      if (count > LIMITS.availableTimesSlots) return;
    }
    units.push({ ...unit, sections });
  }
  return units;
}

export type TimeSet = v.InferOutput<typeof TimeSetSchema>;
export type Section = v.InferOutput<typeof SectionSchema>;
export type Unit = v.InferOutput<typeof UnitSchema>;
export type AvailableTimes = v.InferOutput<typeof AvailableTimesSchema>;
