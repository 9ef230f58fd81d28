import { ChargeType } from '../enums.ts';
import { isWebBooking, type WebBookingInput } from './isWebBooking.ts';

export interface EditInput extends WebBookingInput {
  isActivityBooking?: boolean | null;
  webBookingRules?: readonly { requireMenuPayment?: boolean | null }[] | null;
  chargeType?: number | null;
  chargeId?: string | number | null;
  nonTableArticles?: readonly unknown[] | null;
}

/**
 * The guest may edit a booking only when the venue allows it and the booking is a plain
 * web table booking: not an activity booking, no menu payment, no charge, no extras.
 */
export function isEditAllowed(
  booking: EditInput,
  settings: { allowEditBooking?: boolean | null },
): boolean {
  const hasCharge =
    (booking.chargeType ?? ChargeType.None) !== ChargeType.None ||
    (booking.chargeId !== null && booking.chargeId !== undefined && booking.chargeId !== '');
  return (
    Boolean(settings.allowEditBooking) &&
    isWebBooking(booking) &&
    !booking.isActivityBooking &&
    !(booking.webBookingRules ?? []).some((rule) => rule.requireMenuPayment) &&
    !hasCharge &&
    (booking.nonTableArticles ?? []).length === 0
  );
}
