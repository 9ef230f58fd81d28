import { OfferStatus } from '../enums.ts';

/** A waiting-list booking has an offer to accept when any offer is Available. */
export function hasAvailableOffer(booking: {
  waitListOffers?: readonly { offerStatus: number }[] | null;
}): boolean {
  return (booking.waitListOffers ?? []).some(
    (offer) => offer.offerStatus === OfferStatus.Available,
  );
}
