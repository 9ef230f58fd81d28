import { describe, expect, it } from 'vitest';
import { offerCutoff, type OfferLockRule } from '../../../../shared/booking/offerCutoff.ts';

const tz = 'Europe/Stockholm';

describe('offerCutoff', () => {
  it.each<[string, string, OfferLockRule, string]>([
    [
      'doc2 §4 Offer cutoff: lockPerTime uses offer start minus lockTime',
      '2026-11-21T18:00:00',
      { lockPerTime: true, lockTime: 90, startTime: 12 },
      '2026-11-21T16:30:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: lockTime 0 is the offer start itself',
      '2026-11-21T18:00:00',
      { lockPerTime: false, lockTime: 0, startTime: 12 },
      '2026-11-21T18:00:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: per day is day start plus startTime hours minus lockTime',
      '2026-11-21T18:00:00',
      { lockPerTime: false, lockTime: 120, startTime: 12 },
      '2026-11-21T10:00:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: per day with fractional startTime',
      '2026-11-21T20:00:00',
      { lockPerTime: false, lockTime: 30, startTime: 17.5 },
      '2026-11-21T17:00:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: per day may fall on the previous day',
      '2026-11-21T12:00:00',
      { lockPerTime: false, lockTime: 600, startTime: 6 },
      '2026-11-20T20:00:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: offer start with Z is read in the venue zone',
      '2026-11-21T23:30:00Z',
      { lockPerTime: false, lockTime: 60, startTime: 10 },
      '2026-11-22T09:00:00.000+01:00',
    ],
    [
      'doc2 §4 Offer cutoff: per day keeps wall-clock hour on DST day',
      '2026-03-29T19:00:00',
      { lockPerTime: false, lockTime: 60, startTime: 17 },
      '2026-03-29T16:00:00.000+02:00',
    ],
    [
      'doc2 §4 Offer cutoff: missing fields mean no lock',
      '2026-11-21T18:00:00',
      {},
      '2026-11-21T18:00:00.000+01:00',
    ],
  ])('%s', (_name, start, rule, expected) => {
    // The cutoff is an instant; the expected text says the venue's wall clock and offset.
    expect(offerCutoff(start, rule, tz)).toBe(Date.parse(expected));
  });

  it('doc2 §4 Offer cutoff: unreadable start is an error', () => {
    expect(() => offerCutoff('not a time', { lockTime: 10 }, tz)).toThrow(RangeError);
  });
});
