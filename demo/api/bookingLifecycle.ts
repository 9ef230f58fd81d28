import { BookingStatus, ErrorCode } from '../../shared/enums.ts';
import type { EditBookingRequestParsed } from '../../shared/contract/index.ts';
import {
  afterTimesChanged,
  storeContact,
  toWanted,
  touch,
  type ActionContext,
} from './actionContext.ts';
import { ApiError, badRequest, conflict } from './apiError.ts';
import { allocateTimes, modeOf } from './allocate.ts';
import { bookingSpan, cancelDeadline } from './bookingView.ts';
import { EXPIRY_MS, saveBooking, setHeld, type BookingRow } from './bookingStore.ts';
import { chargeFor } from './charge.ts';

/**
 * Releases a booking the guest left before finalizing (doc 1 §4 "Leaving the flow"). It ends
 * Expired, like a hold that ran out, so Refresh can revive it under the same guid (the guest
 * reloaded the page: doc 2 §4 session guard). Idempotent: a booking that holds nothing already
 * (cleared, expired or cancelled) answers as it is; only a finalized booking is refused.
 */
export function clearBooking(ctx: ActionContext, booking: BookingRow): BookingRow {
  if (booking.status === BookingStatus.Expired || booking.status === BookingStatus.Canceled) {
    return booking;
  }
  if (booking.status !== BookingStatus.BookingInProgress) {
    throw conflict('Only an unfinalized booking can be cleared; cancel it instead');
  }
  ctx.db.transaction(() => {
    setHeld(ctx.db, booking.guid, false);
    booking.expiresMs = null;
    touch(booking, ctx.now, BookingStatus.Expired);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

/** Cancel rules of doc 2 §4. */
export function cancelBooking(ctx: ActionContext, booking: BookingRow): BookingRow {
  const { now, venue } = ctx;
  if (booking.status === BookingStatus.Canceled) throw conflict('The booking is already cancelled');
  const { startMs } = bookingSpan(booking);
  if (now >= startMs) throw conflict('The booking has started or passed; contact the venue');
  const unfinalized =
    booking.status === BookingStatus.BookingInProgress || booking.status === BookingStatus.Expired;
  if (booking.status !== BookingStatus.WaitList && !unfinalized) {
    if (venue.unit.settings.disableCancel)
      throw conflict('This venue does not allow cancelling online; contact the venue');
    if (now > cancelDeadline(venue, booking))
      throw conflict('The cancel deadline has passed; contact the venue');
  }
  ctx.db.transaction(() => {
    setHeld(ctx.db, booking.guid, false);
    const charge = booking.data.charge;
    if (charge && charge.paid > 0) charge.refunded = charge.paid;
    booking.expiresMs = null;
    touch(booking, now, BookingStatus.Canceled);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

/**
 * Revives an expired or cleared booking under the same guid if its times can still be held
 * (its own table, else another free one; code 2 when none is); extends a live one.
 */
export function refreshBooking(ctx: ActionContext, booking: BookingRow): BookingRow {
  if (booking.status === BookingStatus.BookingInProgress) {
    booking.expiresMs = ctx.now + EXPIRY_MS;
    saveBooking(ctx.db, booking);
    return booking;
  }
  if (booking.status !== BookingStatus.Expired) return booking;
  ctx.db.transaction(() => {
    const wanted = booking.times.map(({ ruleId, startMs }) => ({ ruleId, startMs }));
    allocateTimes(ctx.db, ctx.venue, booking, wanted, modeOf(booking), ctx.now);
    afterTimesChanged(ctx, booking);
    booking.expiresMs = ctx.now + EXPIRY_MS;
    touch(booking, ctx.now, BookingStatus.BookingInProgress);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}

/** Edit rules of doc 2 §4: only plain finalized table bookings of venues that allow it. */
export function editBooking(
  ctx: ActionContext,
  booking: BookingRow,
  body: EditBookingRequestParsed,
): BookingRow {
  const { venue, now } = ctx;
  const rules = venue.rules.filter((rule) => booking.times.some((time) => time.ruleId === rule.id));
  const hasNonTableArticles = booking.data.menus.some((menu) =>
    menu.groups.some((g) => g.items.some((i) => i.quantity > 0)),
  );
  if (
    !venue.unit.settings.allowEditBooking ||
    booking.status !== BookingStatus.Web ||
    booking.isActivity ||
    rules.length === 0 ||
    rules.some((rule) => rule.requireMenuPayment) ||
    booking.data.charge !== null ||
    hasNonTableArticles
  ) {
    throw new ApiError(403, ErrorCode.Undefined, 'This booking cannot be edited online');
  }
  if (now >= bookingSpan(booking).startMs) throw conflict('The booking has started or passed');
  ctx.db.transaction(() => {
    if (body.guests !== undefined) {
      if (body.guests > venue.unit.maxWebGuests)
        throw badRequest(`guests: at most ${venue.unit.maxWebGuests} guests`);
      booking.guests = body.guests;
      if (booking.guestsChildren >= booking.guests)
        booking.guestsChildren = Math.max(0, booking.guests - 1);
    }
    if (body.timesToUpdate !== undefined || body.guests !== undefined) {
      const wanted = body.timesToUpdate
        ? toWanted(ctx.venue, body.timesToUpdate)
        : booking.times.map(({ ruleId, startMs }) => ({ ruleId, startMs }));
      allocateTimes(ctx.db, venue, booking, wanted, 'table', now);
      if (chargeFor(venue, booking, null))
        throw badRequest('timesToUpdate: that time needs a payment; book it anew');
    }
    if (body.messageOverride !== undefined && body.messageOverride !== null)
      booking.message = body.messageOverride;
    storeContact(booking, body.contact);
    touch(booking, now);
    saveBooking(ctx.db, booking);
  })();
  return booking;
}
