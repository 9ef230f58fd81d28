import { describe, expect, it } from 'vitest';
import { OfferStatus } from '../../../../shared/enums.ts';
import { hasAvailableOffer } from '../../../../shared/booking/hasAvailableOffer.ts';

const offer = (offerStatus: number) => ({ startTime: '2026-11-21T18:00:00', offerStatus });

describe('hasAvailableOffer', () => {
  it.each([
    ['doc2 §4 Offer available: one Available offer', [offer(OfferStatus.Available)], true],
    [
      'doc2 §4 Offer available: any of several',
      [offer(OfferStatus.Unavailable), offer(OfferStatus.Available)],
      true,
    ],
    ['doc2 §4 Offer available: all Unavailable', [offer(OfferStatus.Unavailable)], false],
    ['doc2 §4 Offer available: no offers', [], false],
    ['doc2 §4 Offer available: missing list', null, false],
  ])('%s', (_name, waitListOffers, expected) => {
    expect(hasAvailableOffer({ waitListOffers })).toBe(expected);
  });
});
