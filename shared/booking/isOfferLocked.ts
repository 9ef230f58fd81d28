import { OfferStatus } from '../enums.ts';
import { instantMs, type Instant } from '../time/apiTime.ts';
import { offerCutoff, type OfferLockRule } from './offerCutoff.ts';

export interface OfferLockInput {
  waitListOffers?: readonly { startTime: string; offerStatus: number }[] | null;
  articles?: readonly { start: string; ruleId?: number | null }[] | null;
  webBookingRules?: readonly (OfferLockRule & { id: number })[] | null;
}

function ruleForOffer(booking: OfferLockInput, offerMs: number, timeZone: string) {
  const rules = booking.webBookingRules ?? [];
  const articles = booking.articles ?? [];
  const article =
    articles.find((a) => a.ruleId != null && instantMs(a.start, timeZone) === offerMs) ??
    articles.find((a) => a.ruleId != null);
  return rules.find((rule) => rule.id === article?.ruleId) ?? rules[0] ?? {};
}

/**
 * True when the booking has available waiting-list offers and every one of them is past its
 * cutoff, so none can still be accepted online.
 */
export function isOfferLocked(
  booking: OfferLockInput,
  { now, timeZone }: { now: Instant; timeZone: string },
): boolean {
  const nowMs = instantMs(now, timeZone);
  const offers = (booking.waitListOffers ?? []).filter(
    (o) => o.offerStatus === OfferStatus.Available,
  );
  if (offers.length === 0) return false;
  return offers.every((offer) => {
    const rule = ruleForOffer(booking, instantMs(offer.startTime, timeZone), timeZone);
    return nowMs > offerCutoff(offer.startTime, rule, timeZone);
  });
}
