import { describe, expect, it } from 'vitest';
import { cartCountLabel } from '../../../../shared/activities/cartCountLabel.ts';

describe('cartCountLabel', () => {
  it.each([
    ['doc1 §9: zero shows 0', 0, '0'],
    ['doc1 §9: one shows 1', 1, '1'],
    ['doc1 §9: nine shows 9', 9, '9'],
    ['doc1 §9: cart count shows 9+ above nine', 10, '9+'],
    ['doc1 §9: far above nine still 9+', 42, '9+'],
  ] as const)('%s', (_name, count, expected) => {
    expect(cartCountLabel(count)).toBe(expected);
  });
});
