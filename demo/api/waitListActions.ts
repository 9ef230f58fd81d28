import { BookingStatus, OfferStatus } from '../../shared/enums.ts';
import type { WaitListOffer } from '../../shared/contract/index.ts';
import { ApiError, badRequest, conflict } from './apiError.ts';
import { allocateTimes } from './allocate.ts';
import { requestMs, touch, type ActionContext } from './actionContext.ts';
import { saveBooking, type BookingRow } from './bookingStore.ts';
import { rechargeBooking } from './charge.ts';

/** Staff side: offer a waiting-list booking one start time. */
export function sendWaitListOffer(
  ctx: ActionContext,
  booking: BookingRow,
  startMs: number,
): BookingRow {
  if (booking.status !== BookingStatus.WaitList)
    throw conflict('Only a waiting-list booking can get an offer');
  booking.data.waitListOffers.push({ startMs, offerStatus: OfferStatus.Available });
  booking.changedMs = ctx.now;
  saveBooking(ctx.db, booking);
  return booking;
}

/**
 * Books the offered time if a table is still free. When the rule asks for a payment the table
 * is held and the booking stays on the waiting list until the payment returns.
 */
export function acceptWaitListOffer(
  ctx: ActionContext,
  booking: BookingRow,
  offers: WaitListOffer[],
): BookingRow {
  if (booking.status !== BookingStatus.WaitList)
    throw conflict('The booking is not on the waiting list');
  const sent = offers.filter((offer) => offer.offerStatus === OfferStatus.Available);
  if (sent.length === 0) throw badRequest('[0].offerStatus: no available offer was sent');
  const sentMs = sent.map((offer, index) =>
    requestMs(ctx.venue, offer.startTime, `[${index}].startTime`),
  );
  const offer = booking.data.waitListOffers.find(
    (stored) => stored.offerStatus === OfferStatus.Available && sentMs.includes(stored.startMs),
  );
  const markUnavailable = () => {
    for (const stored of booking.data.waitListOffers) stored.offerStatus = OfferStatus.Unavailable;
    booking.changedMs = ctx.now;
    saveBooking(ctx.db, booking);
  };
  if (!offer) {
    markUnavailable();
    throw new ApiError(409, 2, 'The offer is no longer available');
  }
  const time =
    booking.times.find((candidate) => candidate.startMs === offer.startMs) ?? booking.times[0];
  if (!time) throw conflict('The booking has no time to offer');
  try {
    ctx.db.transaction(() => {
      allocateTimes(
        ctx.db,
        ctx.venue,
        booking,
        [{ ruleId: time.ruleId, startMs: offer.startMs }],
        'table',
        ctx.now,
      );
      rechargeBooking(ctx.db, ctx.venue, booking);
      offer.offerStatus = OfferStatus.Unavailable;
      if (!booking.data.charge) {
        booking.isWaitList = 0;
        touch(booking, ctx.now, BookingStatus.Web);
      }
      touch(booking, ctx.now);
      saveBooking(ctx.db, booking);
    })();
  } catch (error) {
    if (error instanceof ApiError) {
      markUnavailable();
      throw new ApiError(409, 2, `The offer is no longer available: ${error.message}`);
    }
    throw error;
  }
  return booking;
}
