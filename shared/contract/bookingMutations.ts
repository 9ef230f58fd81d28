import * as v from 'valibot';
import { ContactInputSchema, CustomerSchema } from './contact.ts';
import {
  guestMessage,
  int,
  isoDate,
  isoDateTime,
  nonNegativeInt,
  positiveInt,
} from './primitives.ts';

/** A chosen time: the rule (time set) and the slot start (doc 1 §3 times). */
export const TimeChoiceSchema = v.object({ ruleId: int, start: isoDateTime });

/** A booked time to drop, addressed by section and start (doc 1 §7 removeTimes). */
export const RemoveTimeSchema = v.object({ sectionId: int, startTime: isoDateTime });

const lang = v.pipe(v.string(), v.minLength(1, 'expected a language code'));
const logMessage = v.string();

/** Body of POST WebBooking/WebBookings: create (DESIGN §3, doc 1 §7). */
export const CreateBookingRequestSchema = v.object({
  /** The venue; when left out the server finds it from the rule ids. */
  unitId: v.optional(int),
  guests: positiveInt,
  guestsChildren: v.optional(nonNegativeInt, 0),
  date: isoDate,
  times: v.pipe(v.array(TimeChoiceSchema), v.minLength(1, 'expected at least 1 time')),
  isInquiry: v.optional(v.boolean(), false),
  isWaitList: v.optional(v.boolean(), false),
  isActivityBooking: v.optional(v.boolean(), false),
  lang: v.optional(lang, 'en'),
  message: v.optional(guestMessage),
  sectionIds: v.optional(v.array(int)),
  tag: v.optional(v.string()),
});

/**
 * Body of PUT WebBooking/WebBookings/{guid}: update an unfinalized booking (doc 1 §7 "create or
 * update booking call"). Every field is optional; only what is sent changes. With
 * `replaceTimes` the sent `times` replace the booked ones, otherwise they are added.
 */
export const UpdateBookingRequestSchema = v.object({
  bookingGuid: v.optional(v.string()),
  lang: v.optional(lang),
  logMessage: v.optional(logMessage),
  message: v.optional(guestMessage),
  guests: v.optional(positiveInt),
  guestsChildren: v.optional(nonNegativeInt),
  isPending: v.optional(v.boolean()),
  isInquiry: v.optional(v.boolean()),
  isWaitList: v.optional(v.boolean()),
  timeSetDate: v.optional(isoDate),
  times: v.optional(v.array(TimeChoiceSchema)),
  removeTimes: v.optional(v.array(RemoveTimeSchema)),
  replaceTimes: v.optional(v.boolean()),
  bookingChargeId: v.nullish(v.string()),
  contact: v.optional(ContactInputSchema),
});

/** Body of POST WebBooking/WebBookings/{guid}/Finalize (doc 1 §7). */
export const FinalizeRequestSchema = v.object({
  contact: ContactInputSchema,
  customer: v.nullish(CustomerSchema),
  lang: v.optional(lang),
  logMessage: v.optional(logMessage),
  message: v.optional(guestMessage),
  guests: v.optional(positiveInt),
  guestsChildren: v.optional(nonNegativeInt),
  times: v.optional(v.array(TimeChoiceSchema)),
});

/** Body of PUT WebBooking/WebBookings/{guid}/Edit: doc 2 §7 "update booking" of a finalized one. */
export const EditBookingRequestSchema = v.object({
  timesToUpdate: v.optional(v.array(v.object({ start: isoDateTime, ruleId: int }))),
  guests: v.optional(positiveInt),
  messageOverride: v.nullish(guestMessage),
  contact: v.optional(ContactInputSchema),
  isPending: v.optional(v.boolean()),
});

/** Body of POST …/Cancel: may be empty; doc 2 §7 sends `{ id }`. */
export const CancelRequestSchema = v.nullish(v.object({ id: v.optional(v.string()) }), {});

/** Body of POST …/Clear and …/Refresh: empty (anything sent is ignored). */
export const EmptyRequestSchema = v.nullish(v.object({}), {});
export const ClearRequestSchema = EmptyRequestSchema;
export const RefreshRequestSchema = EmptyRequestSchema;

export type TimeChoice = v.InferOutput<typeof TimeChoiceSchema>;
export type RemoveTime = v.InferOutput<typeof RemoveTimeSchema>;
export type CreateBookingRequest = v.InferInput<typeof CreateBookingRequestSchema>;
export type CreateBookingRequestParsed = v.InferOutput<typeof CreateBookingRequestSchema>;
export type UpdateBookingRequest = v.InferInput<typeof UpdateBookingRequestSchema>;
export type UpdateBookingRequestParsed = v.InferOutput<typeof UpdateBookingRequestSchema>;
export type FinalizeRequest = v.InferInput<typeof FinalizeRequestSchema>;
export type FinalizeRequestParsed = v.InferOutput<typeof FinalizeRequestSchema>;
export type EditBookingRequest = v.InferInput<typeof EditBookingRequestSchema>;
export type EditBookingRequestParsed = v.InferOutput<typeof EditBookingRequestSchema>;
export type CancelRequest = v.InferInput<typeof CancelRequestSchema>;
