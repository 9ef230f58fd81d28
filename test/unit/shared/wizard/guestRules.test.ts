import { describe, expect, it } from 'vitest';
import { isGuestCountAllowed } from '../../../../shared/wizard/isGuestCountAllowed.ts';
import { maxChildren } from '../../../../shared/wizard/maxChildren.ts';
import { requestMinGuests } from '../../../../shared/wizard/requestMinGuests.ts';

describe('requestMinGuests', () => {
  it.each([
    ['doc1 §5 Booking request: at least maxWebGuests + 1 (8 → 9)', 8, 9],
    ['doc1 §2 Guests step: the last option is max+1 (12 → 13)', 12, 13],
    ['doc1 §5 Booking request: a venue taking 1 online asks 2 of a request', 1, 2],
  ])('%s', (_name, maxWebGuests, expected) => {
    expect(requestMinGuests({ maxWebGuests })).toBe(expected);
  });
});

describe('maxChildren', () => {
  it.each([
    ['doc1 §2 Children step: 1 guest, no children', 1, 0],
    ['doc1 §2 Children step: 4 guests, up to 3 children', 4, 3],
    ['doc1 §5 Booking request: 12 guests, up to 11 children', 12, 11],
    ['doc1 §5: no party, no children (never negative)', 0, 0],
  ])('%s', (_name, guests, expected) => {
    expect(maxChildren(guests)).toBe(expected);
  });
});

describe('isGuestCountAllowed', () => {
  it.each([
    ['doc1 §2 Steps rule 2: 1 guest online', 1, false, true],
    ['doc1 §2 Steps rule 2: exactly maxWebGuests online', 8, false, true],
    ['doc1 §5 Guests step: above maxWebGuests is not online', 9, false, false],
    ['doc1 §2 Steps rule 2: zero guests is no answer', 0, false, false],
    ['doc1 §2 Query parameters read: guests are whole numbers', 2.5, false, false],
    ['doc1 §5 Booking request: maxWebGuests is too few for a request', 8, true, false],
    ['doc1 §5 Booking request: a small party is too few for a request', 5, true, false],
    ['doc1 §5 Booking request: maxWebGuests + 1 is the least', 9, true, true],
    ['doc1 §5 Booking request: no upper bound', 40, true, true],
  ])('%s', (_name, guests, isBookingRequest, expected) => {
    expect(isGuestCountAllowed(guests, { maxWebGuests: 8, isBookingRequest })).toBe(expected);
  });
});
