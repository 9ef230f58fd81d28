import { BookingStatus, InquirySubStatus } from '../../shared/enums.ts';
import type { ProposalRespondRequestParsed } from '../../shared/contract/index.ts';
import { badRequest, conflict } from './apiError.ts';
import type { ActionContext } from './actionContext.ts';
import { bookingSpan } from './bookingView.ts';
import { saveBooking, type BookingRow } from './bookingStore.ts';

function requireInquiry(booking: BookingRow): void {
  if (booking.status !== BookingStatus.Inquiry)
    throw conflict('The booking is not a sent booking request');
}

/**
 * Staff side: confirm, reject or propose another start for a booking request; 'timeout' lets
 * an open proposal run out (ProposalTimeout, doc 2 §3, §4 Inquiry), as the venue's deadline would.
 */
export function staffAnswerInquiry(
  ctx: ActionContext,
  booking: BookingRow,
  answer: { action: 'confirm' | 'reject' | 'propose' | 'timeout'; proposedStartMs?: number },
): BookingRow {
  requireInquiry(booking);
  if (answer.action === 'timeout') {
    if (booking.subStatus !== InquirySubStatus.ProposeChanges)
      throw conflict('There is no open proposal to time out');
    booking.subStatus = InquirySubStatus.ProposalTimeout;
  } else if (answer.action === 'propose') {
    if (answer.proposedStartMs === undefined)
      throw badRequest('proposedStart: required to propose changes');
    booking.subStatus = InquirySubStatus.ProposeChanges;
    booking.data.inquiry = {
      originalStartMs: booking.data.inquiry?.originalStartMs ?? bookingSpan(booking).startMs,
      proposedStartMs: answer.proposedStartMs,
    };
  } else {
    booking.subStatus =
      answer.action === 'confirm'
        ? InquirySubStatus.ConfirmedByStaff
        : InquirySubStatus.RejectedByStaff;
  }
  booking.changedMs = ctx.now;
  saveBooking(ctx.db, booking);
  return booking;
}

/** The guest accepts (moving the request to the proposed start) or declines a proposal. */
export function respondToProposal(
  ctx: ActionContext,
  booking: BookingRow,
  body: ProposalRespondRequestParsed,
): BookingRow {
  requireInquiry(booking);
  const inquiry = booking.data.inquiry;
  if (
    booking.subStatus !== InquirySubStatus.ProposeChanges ||
    !inquiry ||
    inquiry.proposedStartMs === null
  ) {
    throw conflict('There is no proposal to answer');
  }
  const message = body.message?.trim() ?? '';
  if (!body.accept && message === '')
    throw badRequest('message: a message is required when declining');
  ctx.db.transaction(() => {
    if (body.accept) {
      const delta = inquiry.proposedStartMs! - bookingSpan(booking).startMs;
      ctx.db
        .prepare(
          'UPDATE booking_times SET start_ms = start_ms + ?, end_ms = end_ms + ? WHERE booking_guid = ?',
        )
        .run(delta, delta, booking.guid);
      for (const time of booking.times) {
        time.startMs += delta;
        time.endMs += delta;
      }
      booking.subStatus = InquirySubStatus.AcceptedByGuest;
    } else {
      booking.subStatus = InquirySubStatus.RejectedByGuest;
    }
    if (message) booking.message = message;
    booking.changedMs = ctx.now;
    saveBooking(ctx.db, booking);
  })();
  return booking;
}
