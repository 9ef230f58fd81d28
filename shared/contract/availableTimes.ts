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

const slotCount = (units: v.InferOutput<typeof UnitSchema>[]) => {
  let count = 0;
  for (const unit of units)
    for (const section of unit.sections)
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
  v.check((units) => slotCount(units) <= LIMITS.availableTimesSlots, TOO_MANY_TIMES),
);

/**
 * Issue 51: an answer of at least this many times is checked a chunk of sections of about this
 * many times at a time (docs/decisions.md "The time step's appearance in chunks"); a smaller one
 * in one pass, as before. Exported for the tests.
 * @internal
 */
export const CHECK_CHUNK = 500;

// The answer with each section left unread: the units and their lists, checked after the sections.
const UnitsShellSchema = answerArray(
  v.object({ ...UnitSchema.entries, sections: list(v.unknown()) }),
);

// A part of the answer before its check: any value, read only where it is a list.
type Raw = { sections?: unknown; timeSets?: unknown; times?: unknown } | undefined;
const rawList = (value: unknown): Raw[] => (Array.isArray(value) ? value : []);
const rawTimes = (section: Raw) =>
  rawList(section?.timeSets).reduce((n, set) => n + rawList(set?.times).length + 1, 0);

/**
 * The check of AvailableTimesSchema in steps (issue 51): it yields after each chunk of sections of
 * about CHECK_CHUNK times, so that the widget can let the page paint and answer input between
 * them, and returns the answer as the schema's one pass would. Undefined when the one pass must
 * decide: a small answer (checked at once, as before) or a refused one (so that its error is the
 * one pass's).
 */
export function* checkAvailableTimes(data: unknown): Generator<void, AvailableTimes | undefined> {
  const units = rawList(data);
  const sections = units.flatMap((unit) => rawList(unit?.sections));
  const total = sections.reduce((n, section) => n + rawTimes(section), 0);
  if (total < CHECK_CHUNK || total > LIMITS.availableTimesSlots || units.length > LIMITS.answerList)
    return;
  const checked: Section[] = [];
  let chunk = 0;
  for (const section of sections) {
    if (chunk >= CHECK_CHUNK) {
      chunk = 0;
      yield;
    }
    const result = v.safeParse(SectionSchema, section);
    if (!result.success) return;
    checked.push(result.output);
    chunk += rawTimes(section);
  }
  const shell = v.safeParse(UnitsShellSchema, data);
  let next = 0;
  return shell.success
    ? shell.output.map((unit) => ({ ...unit, sections: unit.sections.map(() => checked[next++]!) }))
    : undefined;
}

export type TimeSet = v.InferOutput<typeof TimeSetSchema>;
export type Section = v.InferOutput<typeof SectionSchema>;
export type Unit = v.InferOutput<typeof UnitSchema>;
export type AvailableTimes = v.InferOutput<typeof AvailableTimesSchema>;
