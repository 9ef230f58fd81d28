import { isDateInBookingWindow } from '../availability/isDateInBookingWindow.ts';
import type { BookingWindow } from '../availability/types.ts';
import { isValidDate } from '../routing/isValidDate.ts';
import { isGuestCountAllowed } from './isGuestCountAllowed.ts';
import { maxChildren } from './maxChildren.ts';

/** Guests, children and date as a link or the element's attributes prefill them. */
export interface PrefillValues {
  guests?: number;
  guestsChildren?: number;
  /** YYYY-MM-DD */
  date?: string;
}

export interface PrefillRules {
  maxWebGuests: number;
  /** The venue's activateWebChildren. */
  childrenEnabled: boolean;
  isBookingRequest: boolean;
  /** The venue's today, YYYY-MM-DD. */
  today: string;
  window: BookingWindow | null;
}

/**
 * The prefilled values a guest could have clicked (doc 1 §2 Query parameters read, §5): guests
 * the guests step or the request form takes, children from 0 to guests − 1 where the venue asks
 * for them, and a day in the booking window. Anything else is dropped, so the step derivation
 * asks for it. See docs/decisions/routing-wizard.md.
 */
export function validPrefill(values: PrefillValues, rules: PrefillRules): PrefillValues {
  const valid: PrefillValues = {};
  const { guests, guestsChildren, date } = values;
  if (guests !== undefined && isGuestCountAllowed(guests, rules)) {
    valid.guests = guests;
    const childrenFit =
      guestsChildren !== undefined &&
      Number.isInteger(guestsChildren) &&
      guestsChildren >= 0 &&
      guestsChildren <= maxChildren(guests);
    if (rules.childrenEnabled && childrenFit) valid.guestsChildren = guestsChildren;
  }
  if (date !== undefined && isValidDate(date) && isDateInBookingWindow(date, rules)) {
    valid.date = date;
  }
  return valid;
}
