import { ChargeStatus, ChargeType } from '../enums.ts';

/** A no-show fee whose card has not been registered yet. */
export function isNoShowCardOutstanding(booking: {
  chargeType?: number | null;
  chargeStatus?: number | null;
}): boolean {
  return (
    booking.chargeType === ChargeType.NoShow && booking.chargeStatus !== ChargeStatus.CardRegistered
  );
}
