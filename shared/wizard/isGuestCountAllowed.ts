import { requestMinGuests } from './requestMinGuests.ts';

export interface GuestCountRules {
  maxWebGuests: number;
  isBookingRequest: boolean;
}

/**
 * Whether a party size can go on past the guests step (doc 1 §2 step derivation rule 2, §5):
 * 1 to maxWebGuests online, at least maxWebGuests + 1 in a booking request.
 */
export function isGuestCountAllowed(guests: number, rules: GuestCountRules): boolean {
  if (!Number.isInteger(guests) || guests < 1) return false;
  return rules.isBookingRequest ? guests >= requestMinGuests(rules) : guests <= rules.maxWebGuests;
}
