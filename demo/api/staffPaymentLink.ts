import { randomUUID } from 'node:crypto';
import { BookingStatus, ChargeStatus, ChargeType } from '../../shared/enums.ts';
import { conflict } from './apiError.ts';
import type { ActionContext } from './actionContext.ts';
import { saveBooking, type BookingRow } from './bookingStore.ts';
import { isChargeSettled } from './charge.ts';

export type StaffLinkChargeType = 'manual' | 'prepayment' | 'noShow';

const chargeTypes: Record<StaffLinkChargeType, ChargeType> = {
  manual: ChargeType.ManualChargeOrCapturedNoShowPayment,
  prepayment: ChargeType.PrePayment,
  noShow: ChargeType.NoShow,
};

function unsettledCharge(booking: BookingRow) {
  const charge = booking.data.charge;
  if (!charge || isChargeSettled(charge))
    throw conflict('The booking has no payment link to act on');
  return charge;
}

/**
 * Staff side: send the guest a payment link for a booking (doc 2 §4 Payment). A booking that
 * already owes a payment gets a fresh link for it; one that owes nothing gets a new charge of
 * `amount` (a manual charge unless another type is named). The link lasts paymentLinkMinutes.
 */
export function sendPaymentLink(
  ctx: ActionContext,
  booking: BookingRow,
  request: { amount?: number | undefined; chargeType?: StaffLinkChargeType | undefined },
): BookingRow {
  if (booking.status !== BookingStatus.Web && booking.status !== BookingStatus.WaitList)
    throw conflict('Only a booked or waiting-list booking can get a payment link');
  let charge = booking.data.charge;
  if (!charge || isChargeSettled(charge)) {
    const amount = request.amount ?? 100;
    charge = {
      type: chargeTypes[request.chargeType ?? 'manual'],
      id: `ch_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      amount,
      vat: 0,
      paid: 0,
      authorized: 0,
      refunded: 0,
      status: ChargeStatus.Unknown,
      linkExpiresMs: null,
      payMethod: null,
    };
    booking.data.charge = charge;
  }
  charge.status = ChargeStatus.Unknown;
  charge.linkExpiresMs = ctx.now + ctx.venue.unit.paymentLinkMinutes * 60_000;
  booking.changedMs = ctx.now;
  saveBooking(ctx.db, booking);
  return booking;
}

/**
 * Staff or time side: the booking's payment link stops working, either because it expired (its
 * expiry moves one minute into the past) or because the guest inactivated it (InactivatedByUser).
 */
export function endPaymentLink(
  ctx: ActionContext,
  booking: BookingRow,
  how: 'expire' | 'inactivate',
): BookingRow {
  const charge = unsettledCharge(booking);
  if (how === 'expire') charge.linkExpiresMs = ctx.now - 60_000;
  else charge.status = ChargeStatus.InactivatedByUser;
  booking.changedMs = ctx.now;
  saveBooking(ctx.db, booking);
  return booking;
}
