import { describe, expect, it } from 'vitest';
import { OfferStatus } from '../../../../shared/enums.ts';
import { isOfferLocked, type OfferLockInput } from '../../../../shared/booking/isOfferLocked.ts';

const timeZone = 'Europe/Stockholm';
const rules = [
  { id: 1, lockPerTime: true, lockTime: 60, startTime: 0 },
  { id: 2, lockPerTime: false, lockTime: 120, startTime: 12 },
];
const at18 = { startTime: '2026-11-21T18:00:00', offerStatus: OfferStatus.Available };
const perTime: OfferLockInput = {
  waitListOffers: [at18],
  articles: [{ start: '2026-11-21T18:00:00', ruleId: 1 }],
  webBookingRules: rules,
};
const perDay: OfferLockInput = {
  ...perTime,
  articles: [{ start: '2026-11-21T18:00:00', ruleId: 2 }],
};

describe('isOfferLocked', () => {
  it.each<[string, OfferLockInput, string, boolean]>([
    // Per time: cutoff 17:00 local = 16:00Z.
    ['doc2 §4 Offer locked: before per-time cutoff', perTime, '2026-11-21T15:59:00Z', false],
    [
      'doc2 §4 Offer locked: exactly at cutoff is not yet after it',
      perTime,
      '2026-11-21T16:00:00Z',
      false,
    ],
    ['doc2 §4 Offer locked: after per-time cutoff', perTime, '2026-11-21T16:00:01Z', true],
    // Per day: cutoff 12:00 − 2 h = 10:00 local = 09:00Z.
    ['doc2 §4 Offer locked: before per-day cutoff', perDay, '2026-11-21T08:59:00Z', false],
    ['doc2 §4 Offer locked: after per-day cutoff', perDay, '2026-11-21T09:01:00Z', true],
    [
      'doc2 §4 Offer locked: no available offer is never locked',
      { ...perDay, waitListOffers: [{ ...at18, offerStatus: OfferStatus.Unavailable }] },
      '2026-11-21T20:00:00Z',
      false,
    ],
    [
      'doc2 §4 Offer locked: one offer still open keeps it unlocked',
      {
        ...perTime,
        waitListOffers: [
          at18,
          { startTime: '2026-11-21T21:00:00', offerStatus: OfferStatus.Available },
        ],
        articles: [
          { start: '2026-11-21T18:00:00', ruleId: 1 },
          { start: '2026-11-21T21:00:00', ruleId: 1 },
        ],
      },
      '2026-11-21T17:00:00Z',
      false,
    ],
    [
      'doc2 §4 Offer locked: rule falls back to the first rule',
      { waitListOffers: [at18], webBookingRules: rules },
      '2026-11-21T16:00:01Z',
      true,
    ],
  ])('%s', (_name, booking, now, expected) => {
    expect(isOfferLocked(booking, { now, timeZone })).toBe(expected);
  });
});
