import { describe, expect, it } from 'vitest';
import { marketOf } from '../../../../shared/money/marketOf.ts';

describe('marketOf', () => {
  it.each([
    ['doc1 §2 Path reading: country prefix before the underscore', 'SE_demo', 'se'],
    ['doc1 §2 Path reading: only the first underscore splits', 'no_demo_2', 'no'],
    ['doc2 §9 Currency by market prefix: bare prefix', 'DK', 'dk'],
  ])('%s', (_name, systemId, expected) => {
    expect(marketOf(systemId)).toBe(expected);
  });
});
