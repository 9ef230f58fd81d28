import * as v from 'valibot';
import { PayMethod, PaymentErrorName } from '../enums.ts';
import { BookingSchema } from './booking.ts';
import { ContactInputSchema, CustomerSchema } from './contact.ts';
import { isApiTime } from '../time/apiTime.ts';
import { enumOf, guestMessage } from './primitives.ts';

/** Body of POST WebBooking/WebBookings/{guid}/PaymentTerminal (doc 1 §7, doc 2 §7). */
export const PaymentTerminalRequestSchema = v.object({
  terminalReturnUrl: v.pipe(
    v.string(),
    v.regex(/^https?:\/\/[^\s]+$/i, 'expected an absolute http(s) URL'),
  ),
  payMethod: enumOf(PayMethod),
  contact: v.optional(ContactInputSchema),
  customer: v.nullish(CustomerSchema),
  message: v.optional(guestMessage),
  isPaymentLink: v.optional(v.boolean(), false),
  isWaitList: v.optional(v.boolean(), false),
});

/** Answer of PaymentTerminal: where the browser goes to pay. */
export const PaymentTerminalResponseSchema = v.object({
  url: v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/i, 'expected an absolute http(s) URL')),
});

/**
 * Body of POST …/BackFromPaymentTerminal (doc 2 §3 "Charge return"). `startTime` is the
 * offerStartTime of a waiting-list offer return; '' and null both mean "none".
 */
export const BackFromTerminalRequestSchema = v.object({
  bookingChargeId: v.pipe(v.string(), v.minLength(1, 'expected a charge id')),
  startTime: v.pipe(
    v.nullish(v.string(), null),
    v.check((s) => s === null || s === '' || isApiTime(s), 'expected an ISO 8601 date-time'),
    v.transform((s) => (s === '' ? null : s)),
  ),
});

/**
 * Answer of BackFromPaymentTerminal: the spec's validationResult. A refused payment is a
 * 200 with `success: false` and the payment error name, not an HTTP error, so the widget can
 * still show the booking.
 */
export const BackFromTerminalResponseSchema = v.object({
  success: v.boolean(),
  errorCode: v.nullish(enumOf(PaymentErrorName), null),
  booking: v.nullish(BookingSchema, null),
});

export type PaymentTerminalRequest = v.InferInput<typeof PaymentTerminalRequestSchema>;
export type PaymentTerminalRequestParsed = v.InferOutput<typeof PaymentTerminalRequestSchema>;
export type BackFromTerminalRequest = v.InferInput<typeof BackFromTerminalRequestSchema>;
export type BackFromTerminalRequestParsed = v.InferOutput<typeof BackFromTerminalRequestSchema>;
