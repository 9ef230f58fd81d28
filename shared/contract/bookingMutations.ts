import * as v from 'valibot';
import { ContactInputSchema, CustomerSchema } from './contact.ts';
import { LIMITS } from './limits.ts';
import {
  boundedArray,
  childCount,
  guestCount,
  guestMessage,
  shortText,
  int,
  isoDate,
  isoDateTime,
} from './primitives.ts';

/** A chosen time: the rule (time set) and the slot start (doc 1 §3 times). */
const TimeChoiceSchema = v.object({ ruleId: int, start: isoDateTime });
export type TimeChoice = v.InferOutput<typeof TimeChoiceSchema>;

/** A booked time to drop, addressed by section and start (doc 1 §7 removeTimes). */
const RemoveTimeSchema = v.object({ sectionId: int, startTime: isoDateTime });

const lang = v.pipe(shortText, v.minLength(1, 'expected a language code'));
const logMessage = shortText;
const timeList = <T extends v.GenericSchema>(item: T) => boundedArray(item, LIMITS.times);

/** Body of POST WebBooking/WebBookings: create (DESIGN §3, doc 1 §7). */
export const CreateBookingRequestSchema = v.object({
  /** The venue; when left out the server finds it from the rule ids. */
  unitId: v.optional(int),
  guests: guestCount,
  guestsChildren: v.optional(childCount, 0),
  date: isoDate,
  times: v.pipe(timeList(TimeChoiceSchema), v.minLength(1, 'expected at least 1 time')),
  isInquiry: v.optional(v.boolean(), false),
  isWaitList: v.optional(v.boolean(), false),
  isActivityBooking: v.optional(v.boolean(), false),
  lang: v.optional(lang, 'en'),
  message: v.optional(guestMessage),
  sectionIds: v.optional(boundedArray(int, LIMITS.ids)),
  tag: v.optional(shortText),
});

/**
 * Body of PUT WebBooking/WebBookings/{guid}: update an unfinalized booking (doc 1 §7 "create or
 * update booking call"). Every field is optional; only what is sent changes. With
 * `replaceTimes` the sent `times` replace the booked ones, otherwise they are added.
 */
export const UpdateBookingRequestSchema = v.object({
  bookingGuid: v.optional(shortText),
  lang: v.optional(lang),
  logMessage: v.optional(logMessage),
  message: v.optional(guestMessage),
  guests: v.optional(guestCount),
  guestsChildren: v.optional(childCount),
  isPending: v.optional(v.boolean()),
  isInquiry: v.optional(v.boolean()),
  isWaitList: v.optional(v.boolean()),
  timeSetDate: v.optional(isoDate),
  times: v.optional(timeList(TimeChoiceSchema)),
  removeTimes: v.optional(timeList(RemoveTimeSchema)),
  replaceTimes: v.optional(v.boolean()),
  bookingChargeId: v.nullish(shortText),
  contact: v.optional(ContactInputSchema),
});

/** Body of POST WebBooking/WebBookings/{guid}/Finalize (doc 1 §7). */
export const FinalizeRequestSchema = v.object({
  contact: ContactInputSchema,
  customer: v.nullish(CustomerSchema),
  lang: v.optional(lang),
  logMessage: v.optional(logMessage),
  message: v.optional(guestMessage),
  guests: v.optional(guestCount),
  guestsChildren: v.optional(childCount),
  times: v.optional(timeList(TimeChoiceSchema)),
});

/** Body of PUT WebBooking/WebBookings/{guid}/Edit: doc 2 §7 "update booking" of a finalized one. */
export const EditBookingRequestSchema = v.object({
  timesToUpdate: v.optional(timeList(v.object({ start: isoDateTime, ruleId: int }))),
  guests: v.optional(guestCount),
  messageOverride: v.nullish(guestMessage),
  contact: v.optional(ContactInputSchema),
  isPending: v.optional(v.boolean()),
});

/** Body of POST …/Cancel: may be empty; doc 2 §7 sends `{ id }`. */
export const CancelRequestSchema = v.nullish(v.object({ id: v.optional(shortText) }), {});

/** Body of POST …/Clear and …/Refresh: empty (anything sent is ignored). */
const EmptyRequestSchema = v.nullish(v.object({}), {});
export const ClearRequestSchema = EmptyRequestSchema;
export const RefreshRequestSchema = EmptyRequestSchema;

export type CreateBookingRequest = v.InferInput<typeof CreateBookingRequestSchema>;
export type CreateBookingRequestParsed = v.InferOutput<typeof CreateBookingRequestSchema>;
export type UpdateBookingRequest = v.InferInput<typeof UpdateBookingRequestSchema>;
export type UpdateBookingRequestParsed = v.InferOutput<typeof UpdateBookingRequestSchema>;
export type FinalizeRequest = v.InferInput<typeof FinalizeRequestSchema>;
export type FinalizeRequestParsed = v.InferOutput<typeof FinalizeRequestSchema>;
export type EditBookingRequest = v.InferInput<typeof EditBookingRequestSchema>;
export type EditBookingRequestParsed = v.InferOutput<typeof EditBookingRequestSchema>;
