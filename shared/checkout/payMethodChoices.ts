import { BookingMode, PayMethod } from '../enums.ts';

export interface PayMethodChoicesInput {
  mode: BookingMode;
  /** The venue's methods (doc 2 §3 settings paymentMethods); none listed means card. */
  venueMethods: readonly number[];
  /** The market has a mobile payment method (Swish in se, Vipps in no: doc 2 §9). */
  marketHasMobile: boolean;
}

/**
 * The payment methods the details step offers (doc 1 §5 Payment method, §3 methods): none but
 * under prepayment; then card, and the market's mobile payment where the venue takes it. Card
 * stays when the venue lists mobile only in a market without one: the guest always has a way.
 */
export function payMethodChoices({
  mode,
  venueMethods,
  marketHasMobile,
}: PayMethodChoicesInput): PayMethod[] {
  if (mode !== BookingMode.Prepayment) return [];
  const offered = venueMethods.length > 0 ? venueMethods : [PayMethod.CreditCard];
  const mobile = marketHasMobile && offered.includes(PayMethod.Mobile);
  const card = offered.includes(PayMethod.CreditCard) || !marketHasMobile;
  return [...(card ? [PayMethod.CreditCard] : []), ...(mobile ? [PayMethod.Mobile] : [])];
}
