import { ChargeStatus, ChargeType } from '../enums.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';

export interface PaymentLinkInput {
  chargeType?: number | null;
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
