import { describe, expect, it } from 'vitest';
import {
  validPrefill,
  type PrefillRules,
  type PrefillValues,
} from '../../../../shared/wizard/validPrefill.ts';

// Tuesday 1 December 2026; a two-month window ends on 30 January 2027 (yesterday + 2 months).
const RULES: PrefillRules = {
  maxWebGuests: 8,
  childrenEnabled: true,
  isBookingRequest: false,
  today: '2026-12-01',
  window: { amount: 2, unit: 'month' },
};

describe('validPrefill', () => {
  it.each<[string, PrefillValues, Partial<PrefillRules>, PrefillValues]>([
    [
      'doc1 §2 Query parameters read: guests, children and a day in the window are kept',
      { guests: 2, guestsChildren: 1, date: '2026-12-02' },
      {},
      { guests: 2, guestsChildren: 1, date: '2026-12-02' },
    ],
    [
      'doc1 §5: children at most guests − 1 (2 guests, 5 children drops the children)',
      { guests: 2, guestsChildren: 5 },
      {},
      { guests: 2 },
    ],
    [
      'doc1 §2 Children step: 1 guest may have 0 children',
      { guests: 1, guestsChildren: 0 },
      {},
      { guests: 1, guestsChildren: 0 },
    ],
    [
      'doc1 §2 Children step: children only where the venue asks for them',
      { guests: 3, guestsChildren: 1 },
      { childrenEnabled: false },
      { guests: 3 },
    ],
    [
      'doc1 §2 Children step: children without guests cannot be checked, so they go',
      { guestsChildren: 1, date: '2026-12-02' },
      {},
      { date: '2026-12-02' },
    ],
    [
      'doc1 §5 Guests step: above maxWebGuests online is dropped, with its children',
      { guests: 20, guestsChildren: 2, date: '2026-12-02' },
      {},
      { date: '2026-12-02' },
    ],
    [
      'doc1 §5 Booking request: fewer than maxWebGuests + 1 is dropped',
      { guests: 5, guestsChildren: 1 },
      { isBookingRequest: true },
      {},
    ],
    [
      'doc1 §5 Booking request: maxWebGuests + 1 and more are kept',
      { guests: 12, guestsChildren: 4 },
      { isBookingRequest: true },
      { guests: 12, guestsChildren: 4 },
    ],
    [
      'doc1 §2 Query parameters read: an impossible day (2026-13-45) is dropped',
      { guests: 2, date: '2026-13-45' },
      {},
      { guests: 2 },
    ],
    ['doc1 §5 Other: a past day is dropped', { date: '2026-11-30' }, {}, {}],
    ['doc1 §5 Other: today is kept', { date: '2026-12-01' }, {}, { date: '2026-12-01' }],
    [
      'doc1 §9 Booking window: the window’s last day is kept',
      { date: '2027-01-30' },
      {},
      { date: '2027-01-30' },
    ],
    ['doc1 §9 Booking window: the day after it is dropped', { date: '2027-01-31' }, {}, {}],
    [
      'doc1 §9 Booking window: no window, no upper limit',
      { date: '2030-06-01' },
      { window: null },
      { date: '2030-06-01' },
    ],
    ['doc1 §2: nothing prefilled, nothing kept', {}, {}, {}],
  ])('%s', (_name, values, rules, expected) => {
    expect(validPrefill(values, { ...RULES, ...rules })).toEqual(expected);
  });
});
