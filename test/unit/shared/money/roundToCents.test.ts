import { describe, expect, it } from 'vitest';
import { roundToCents } from '../../../../shared/money/roundToCents.ts';

describe('roundToCents', () => {
  it.each([
    ['doc 2 §9 Currency: a whole amount stays whole', 100, 100],
    ['doc 2 §9 Currency: two decimals stay as they are', 99.5, 99.5],
    ['doc 2 §9 Currency: float noise of a sum is taken out', 0.1 + 0.2, 0.3],
    ['doc 2 §9 Currency: float noise just above a whole amount', 100.0000001, 100],
    ['doc 1 §9 Payment total: a third of a cent rounds down', 33.333, 33.33],
    ['doc 1 §9 Payment total: two thirds of a cent round up', 66.666, 66.67],
    ['doc 1 §9 Payment total: half a cent rounds up', 0.125, 0.13],
    ['doc 1 §9 Payment total: per guest, 3 × 49.9', 49.9 * 3, 149.7],
    ['doc 2 §9 VAT-inclusive total: 25% VAT share of 125', (125 * 25) / 125, 25],
    ['doc 2 §9 VAT-inclusive total: 12% VAT share of 100', (100 * 12) / 112, 10.71],
    ['doc 2 §9 Currency: zero', 0, 0],
    ['doc 2 §9 Currency: a refund (negative) rounds half towards +∞', -0.125, -0.12],
  ])('%s', (_name, amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });
});
