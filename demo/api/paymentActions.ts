import {
  BookingStatus,
  ChargeStatus,
  ChargeType,
  OfferStatus,
  PaymentErrorName,
  PaymentEventType,
} from '../../shared/enums.ts';
import type {
  BackFromTerminalRequestParsed,
  PaymentTerminalRequestParsed,
} from '../../shared/contract/index.ts';
import { ApiError, conflict, paymentError } from './apiError.ts';
import { allocateTimes, modeOf } from './allocate.ts';
import { requireInProgress, touch, type ActionContext } from './actionContext.ts';
import { completeBooking } from './bookingActions.ts';
import { clearBooking } from './bookingLifecycle.ts';
import { EXPIRY_MS, saveBooking, type BookingRow } from './bookingStore.ts';
import { capturedFor, isChargeSettled } from './charge.ts';
import { ErrorCode } from '../../shared/enums.ts';

export type TerminalResult = 'paid' | 'registered' | PaymentErrorName;

export function startPayment(
  ctx: ActionContext,
  booking: BookingRow,
  body: PaymentTerminalRequestParsed,
  origin: string,
): { url: string } {
  const charge = booking.data.charge;
  if (!charge)
    throw new ApiError(400, ErrorCode.PaymentError, 'No payment is due for this booking');
  if (isChargeSettled(charge)) throw conflict('The booking is already paid');
  if (booking.status === BookingStatus.Canceled) throw conflict('The booking is cancelled');
  if (!body.isPaymentLink && booking.status !== BookingStatus.WaitList) requireInProgress(booking);
  if (capturedFor(ctx.db, charge.id) !== null) {
    // A second session would forget money already taken: the return must credit it first.
    throw conflict('A payment for this booking was taken and is being confirmed');
  }
  ctx.db.transaction(() => {
    if (body.contact) {
      booking.data.contact = { ...body.contact, message: body.contact.message ?? '' };
    }
    if (body.customer) booking.data.customer = { name: body.customer.name };
    if (body.message !== undefined) booking.message = body.message;
    charge.payMethod = body.payMethod;
    charge.status =
      charge.status === ChargeStatus.InactivatedByUser ? ChargeStatus.Unknown : charge.status;
    charge.linkExpiresMs = ctx.now + ctx.venue.unit.paymentLinkMinutes * 60_000;
    if (booking.status === BookingStatus.BookingInProgress) booking.expiresMs = ctx.now + EXPIRY_MS;
    booking.changedMs = ctx.now;
    ctx.db.prepare('DELETE FROM charge_results WHERE charge_id = ?').run(charge.id);
    saveBooking(ctx.db, booking);
  })();
  const query = new URLSearchParams({ chargeId: charge.id, returnUrl: body.terminalReturnUrl });
  return { url: `${origin}/demo/terminal?${query}` };
}

/**
 * What the terminal did with a charge. `captured` is the money it took: the amount its page
 * showed, which is the charge's amount (a changed amount is a new charge).
 */
export function recordTerminalResult(
  ctx: Omit<ActionContext, 'venue'>,
  chargeId: string,
  guid: string,
  result: TerminalResult,
  captured = 0,
): void {
  ctx.db
    .prepare(
      'INSERT OR REPLACE INTO charge_results (charge_id, booking_guid, result, recorded_ms, captured) VALUES (?, ?, ?, ?, ?)',
    )
    .run(chargeId, guid, result, ctx.now, result === 'paid' ? captured : 0);
}

/**
 * A waiting-list offer whose payment found the table taken (DoubleBookingException): the held
 * table and its charge go, the offers are marked Unavailable and the guest stays on the list
 * (doc 2 §4 Waiting-list offer).
 */
function releaseOffer(ctx: ActionContext, booking: BookingRow): void {
  if (booking.status !== BookingStatus.WaitList) return;
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE booking_times SET held = 0, resource_id = NULL WHERE booking_guid = ?')
      .run(booking.guid);
    for (const time of booking.times) {
      time.held = 0;
      time.resourceId = null;
    }
    booking.data.charge = null;
    for (const offer of booking.data.waitListOffers) offer.offerStatus = OfferStatus.Unavailable;
    touch(booking, ctx.now);
    saveBooking(ctx.db, booking);
  })();
}

export interface BackResult {
  success: boolean;
  errorCode: PaymentErrorName | null;
}

/** Confirms what the terminal recorded for the booking's charge (doc 2 §4 "Return from payment"). */
export function backFromTerminal(
  ctx: ActionContext,
  booking: BookingRow,
  body: BackFromTerminalRequestParsed,
): BackResult {
  const charge = booking.data.charge;
  if (booking.data.voidedChargeIds?.includes(body.bookingChargeId)) {
    // The booking changed while the guest was at the terminal: that session took nothing.
    return { success: false, errorCode: PaymentErrorName.PaymentCanceled };
  }
  if (!charge || charge.id !== body.bookingChargeId) {
    throw paymentError(
      PaymentErrorName.ProcessFailed,
      'bookingChargeId: not the charge of this booking',
    );
  }
  if (isChargeSettled(charge)) return { success: true, errorCode: null };
  const row = ctx.db
    .prepare(
      'SELECT result, recorded_ms AS recordedMs, captured FROM charge_results WHERE charge_id = ?',
    )
    .get(charge.id) as { result: TerminalResult; recordedMs: number; captured: number } | undefined;
  if (!row) return { success: false, errorCode: PaymentErrorName.PaymentCanceled };
  if (row.result !== 'paid' && row.result !== 'registered') {
    // A guest who gives up on a payment link makes it re-requestable (doc 2 §4).
    if (
      row.result === PaymentErrorName.PaymentCanceled &&
      booking.status !== BookingStatus.BookingInProgress
    ) {
      charge.status = ChargeStatus.InactivatedByUser;
      saveBooking(ctx.db, booking);
    }
    if (row.result === PaymentErrorName.DoubleBookingException) {
      // The provider found the time taken: a held booking has lost it, like a hold that ran
      // out, so the page never offers to pay for it again (doc 2 §8).
      if (booking.status === BookingStatus.BookingInProgress) clearBooking(ctx, booking);
      else releaseOffer(ctx, booking);
    }
    return { success: false, errorCode: row.result };
  }
  if (charge.linkExpiresMs !== null && row.recordedMs > charge.linkExpiresMs) {
    // Taken after the session ran out: the provider voids it, so nothing stays captured.
    recordTerminalResult(ctx, charge.id, booking.guid, PaymentErrorName.Expired);
    return { success: false, errorCode: PaymentErrorName.Expired };
  }
  // Paid is what was captured: a terminal that took less than is due settles nothing.
  if (charge.type !== ChargeType.NoShow && row.captured < charge.amount) {
    return { success: false, errorCode: PaymentErrorName.ProcessFailed };
  }
  try {
    ctx.db.transaction(() => {
      if (booking.status === BookingStatus.Expired) {
        // The guest paid after the hold ran out: take the table back if nobody else has.
        allocateTimes(
          ctx.db,
          ctx.venue,
          booking,
          booking.times.map(({ ruleId, startMs }) => ({ ruleId, startMs })),
          modeOf(booking),
          ctx.now,
        );
        booking.status = BookingStatus.BookingInProgress;
      }
      const isLink =
        booking.status !== BookingStatus.BookingInProgress &&
        booking.status !== BookingStatus.WaitList;
      if (charge.type === ChargeType.NoShow) charge.status = ChargeStatus.CardRegistered;
      else {
        charge.paid = row.captured;
        charge.authorized = row.captured;
      }
      booking.data.paymentEvents.push({
        id: booking.data.paymentEvents.length + 1,
        type:
          charge.type === ChargeType.NoShow
            ? PaymentEventType.NoShowLink
            : isLink
              ? PaymentEventType.PaymentLinkCharge
              : PaymentEventType.WebBookingCharge,
        transactionMs: ctx.now,
        payedAmount: charge.type === ChargeType.NoShow ? 0 : row.captured,
        requestedAmount: charge.amount,
      });
      charge.linkExpiresMs = null;
      if (booking.status === BookingStatus.BookingInProgress) completeBooking(ctx, booking);
      else if (
        booking.status === BookingStatus.WaitList &&
        booking.times.some((time) => time.held === 1)
      ) {
        booking.isWaitList = 0;
        touch(booking, ctx.now, BookingStatus.Web);
      }
      touch(booking, ctx.now);
      saveBooking(ctx.db, booking);
    })();
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.TemporaryUnavailable) {
      return { success: false, errorCode: PaymentErrorName.DoubleBookingException };
    }
    throw error;
  }
  return { success: true, errorCode: null };
}
