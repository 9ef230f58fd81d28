import { BookingStatus, ChargeStatus, ChargeType } from '../enums.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';

export interface PaymentLinkInput {
  chargeType?: number | null;
  chargeShouldPayAmount?: number | null;
  chargeStatus?: number | null;
  chargePayedAmount?: number | null;
  chargePaymentLinkExpirationDate?: string | null;
}

const linkTypes: ReadonlySet<number> = new Set([
  ChargeType.PrePayment,
  ChargeType.ManualChargeOrCapturedNoShowPayment,
  ChargeType.NoShow,
]);

/**
 * The guest may ask for a new payment link: nothing paid, a prepayment, manual-charge or
 * no-show charge, and the link was inactivated or has expired.
 */
export function isPaymentLinkRerequestable(
  booking: PaymentLinkInput,
  { now, timeZone }: { now: Instant; timeZone: string },
): boolean {
  if ((booking.chargePayedAmount ?? 0) > 0) return false;
  if (!linkTypes.has(booking.chargeType ?? ChargeType.None)) return false;
  if (booking.chargeStatus === ChargeStatus.InactivatedByUser) return true;
  const expiry = booking.chargePaymentLinkExpirationDate;
  return Boolean(expiry) && !(instantMs(now, timeZone) < instantMs(expiry ?? '', timeZone));
}

/**
 * An amount is owed that the guest may pay from the booking page (docs/decisions/booking-actions.md;
 * doc 2 §4 Payment is silent on a link still valid): a prepayment or manual charge paid below
 * its amount, or a no-show card not registered, on a booking that is neither cancelled nor on
 * the waiting list (an offer pays through its own panel).
 */
export function isPaymentOwed(booking: PaymentLinkInput & { status: number }): boolean {
  const type = booking.chargeType ?? ChargeType.None;
  if (!linkTypes.has(type)) return false;
  if (booking.status === BookingStatus.Canceled || booking.status === BookingStatus.WaitList)
    return false;
  return type === ChargeType.NoShow
    ? booking.chargeStatus !== ChargeStatus.CardRegistered
    : (booking.chargePayedAmount ?? 0) < (booking.chargeShouldPayAmount ?? 0);
}
