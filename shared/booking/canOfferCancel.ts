import { isCancelAllowed, type CancelContext, type CancelInput } from './isCancelAllowed.ts';
import { isFinalState } from './isFinalState.ts';
import { instantMs } from '../time/apiTime.ts';
import { isOfferLocked, type OfferLockInput } from './isOfferLocked.ts';

export interface CancelOfferInput extends CancelInput, OfferLockInput {
  subStatus?: number | null;
  end?: string | null;
}

/** Whether the booking page shows the cancel button. */
export function canOfferCancel(booking: CancelOfferInput, context: CancelContext): boolean {
  const { now, timeZone } = context;
  const past = !(instantMs(now, timeZone) < instantMs(booking.end || booking.start, timeZone));
  return (
    isCancelAllowed(booking, context) &&
    !isFinalState(booking) &&
    !past &&
    !isOfferLocked(booking, { now, timeZone })
  );
}
