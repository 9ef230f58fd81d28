import { randomUUID } from 'node:crypto';
import { BookingStatus, ErrorCode, InquirySubStatus, MenuStatus } from '../../shared/enums.ts';
import type {
  CreateBookingRequestParsed,
  FinalizeRequestParsed,
  UpdateBookingRequestParsed,
} from '../../shared/contract/index.ts';
import {
  afterTimesChanged,
  requireInProgress,
  requestMs,
  storeContact,
  toWanted,
  touch,
  type ActionContext,
} from './actionContext.ts';
import { ApiError, badRequest } from './apiError.ts';
import { allocateTimes, modeOf, type WantedTime } from './allocate.ts';
import { bookingSpan } from './bookingView.ts';
import {
  emptyData,
  EXPIRY_MS,
  nextBookingNumber,
  saveBooking,
  type BookingRow,
} from './bookingStore.ts';
import { isChargeSettled } from './charge.ts';
import { takeStock } from './stock.ts';

export function createBooking(ctx: ActionContext, body: CreateBookingRequestParsed): BookingRow {
  const { venue, now } = ctx;
  if (body.isInquiry && !venue.unit.settings.activateInquiry)
    throw badRequest('isInquiry: this venue takes no booking requests');
  if (!body.isInquiry && body.guests > venue.unit.maxWebGuests) {
    throw badRequest(
      `guests: at most ${venue.unit.maxWebGuests} guests can book online; send a booking request`,
    );
  }
  if ((body.guestsChildren ?? 0) >= body.guests && (body.guestsChildren ?? 0) > 0) {
    throw badRequest('guestsChildren: children must be fewer than guests');
  }
  const booking: BookingRow = {
    guid: randomUUID(),
    system: venue.system,
    unitId: venue.id,
    number: 0,
    status: BookingStatus.BookingInProgress,
    subStatus: body.isInquiry ? InquirySubStatus.WaitingForReview : InquirySubStatus.None,
    guests: body.guests,
    guestsChildren: body.guestsChildren ?? 0,
    isActivity: body.isActivityBooking || venue.unit.isActivityVenue ? 1 : 0,
    isWaitList: body.isWaitList ? 1 : 0,
    isInquiry: body.isInquiry ? 1 : 0,
    language: body.lang ?? venue.unit.language,
    message: body.message ?? '',
    createdMs: now,
    changedMs: now,
    expiresMs: now + EXPIRY_MS,
    data: emptyData(),
    times: [],
  };
  booking.data.history.push({ changeMs: now, status: BookingStatus.BookingInProgress });
  ctx.db.transaction(() => {
    booking.number = nextBookingNumber(ctx.db);
    saveBooking(ctx.db, booking, true);
    allocateTimes(ctx.db, venue, booking, toWanted(venue, body.times), modeOf(booking), now);
    afterTimesChanged(ctx, booking);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

export function updateBooking(
  ctx: ActionContext,
  booking: BookingRow,
  body: UpdateBookingRequestParsed,
): BookingRow {
  requireInProgress(booking);
  const { now } = ctx;
  ctx.db.transaction(() => {
    if (body.guests !== undefined) booking.guests = body.guests;
    if (body.guestsChildren !== undefined) booking.guestsChildren = body.guestsChildren;
    if (body.isWaitList !== undefined) booking.isWaitList = body.isWaitList ? 1 : 0;
    if (body.isInquiry !== undefined) {
      booking.isInquiry = body.isInquiry ? 1 : 0;
      booking.subStatus = body.isInquiry
        ? InquirySubStatus.WaitingForReview
        : InquirySubStatus.None;
    }
    if (!booking.isInquiry && booking.guests > ctx.venue.unit.maxWebGuests) {
      throw badRequest(
        `guests: at most ${ctx.venue.unit.maxWebGuests} guests can book online; send a booking request`,
      );
    }
    if (booking.guestsChildren > 0 && booking.guestsChildren >= booking.guests) {
      throw badRequest('guestsChildren: children must be fewer than guests');
    }
    if (body.lang) booking.language = body.lang;
    if (body.message !== undefined) booking.message = body.message;
    if (
      body.bookingChargeId &&
      booking.data.charge &&
      body.bookingChargeId !== booking.data.charge.id
    ) {
      throw badRequest('bookingChargeId: not the charge of this booking');
    }
    storeContact(booking, body.contact);
    let wanted: WantedTime[] = booking.times.map(({ ruleId, startMs }) => ({ ruleId, startMs }));
    for (const remove of body.removeTimes ?? []) {
      const startMs = requestMs(ctx.venue, remove.startTime, 'removeTimes.startTime');
      const before = wanted.length;
      wanted = wanted.filter(
        (time) =>
          !(
            time.startMs === startMs &&
            booking.times.some((t) => t.ruleId === time.ruleId && t.sectionId === remove.sectionId)
          ),
      );
      if (wanted.length === before)
        throw badRequest(
          `removeTimes: no booked time in section ${remove.sectionId} at ${remove.startTime}`,
        );
    }
    const sent = toWanted(ctx.venue, body.times ?? []);
    if (body.replaceTimes) wanted = sent;
    else
      for (const time of sent)
        if (!wanted.some((w) => w.ruleId === time.ruleId && w.startMs === time.startMs))
          wanted.push(time);
    allocateTimes(ctx.db, ctx.venue, booking, wanted, modeOf(booking), now);
    afterTimesChanged(ctx, booking);
    booking.expiresMs = now + EXPIRY_MS;
    touch(booking, now);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

export function finalizeBooking(
  ctx: ActionContext,
  booking: BookingRow,
  body: FinalizeRequestParsed,
): BookingRow {
  requireInProgress(booking);
  ctx.db.transaction(() => {
    const guestsChanged = body.guests !== undefined && body.guests !== booking.guests;
    if (body.guests !== undefined) booking.guests = body.guests;
    if (body.guestsChildren !== undefined) booking.guestsChildren = body.guestsChildren;
    if (body.times || guestsChanged) {
      const wanted = body.times
        ? toWanted(ctx.venue, body.times)
        : booking.times.map(({ ruleId, startMs }) => ({ ruleId, startMs }));
      allocateTimes(ctx.db, ctx.venue, booking, wanted, modeOf(booking), ctx.now);
      afterTimesChanged(ctx, booking);
    }
    if (body.lang) booking.language = body.lang;
    if (body.message !== undefined) booking.message = body.message;
    storeContact(booking, body.contact, body.customer);
    completeBooking(ctx, booking);
  })();
  return booking;
}

/** Moves an in-progress booking to its final status; payment must be settled first. */
export function completeBooking(ctx: ActionContext, booking: BookingRow): void {
  const missingMenu = ctx.venue.rules.some(
    (rule) =>
      rule.requireMenuSelection &&
      booking.times.some((time) => time.ruleId === rule.id) &&
      !booking.data.menus.some(
        (menu) => menu.ruleId === rule.id && menu.status === MenuStatus.Confirmed,
      ),
  );
  if (missingMenu && !booking.isWaitList && !booking.isInquiry)
    throw badRequest('menus: this time needs a pre-order first');
  if (!isChargeSettled(booking.data.charge)) {
    throw new ApiError(
      400,
      ErrorCode.PaymentError,
      'The booking needs a payment or card registration; use PaymentTerminal',
    );
  }
  const status = booking.isInquiry
    ? BookingStatus.Inquiry
    : booking.isWaitList
      ? BookingStatus.WaitList
      : BookingStatus.Web;
  takeStock(ctx.db, ctx.venue, booking);
  booking.expiresMs = null;
  booking.data.finalized = true;
  if (booking.isInquiry)
    booking.data.inquiry = { originalStartMs: bookingSpan(booking).startMs, proposedStartMs: null };
  touch(booking, ctx.now, status);
  saveBooking(ctx.db, booking);
}
