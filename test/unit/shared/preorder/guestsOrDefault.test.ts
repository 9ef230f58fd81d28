import { describe, expect, it } from 'vitest';
import { guestsOrDefault } from '../../../../shared/preorder/guestsOrDefault.ts';

describe('guestsOrDefault', () => {
  it.each([
    ['doc1 §5 Pre-order groups: guests default 1 when missing', undefined, 1],
    ['doc1 §5 Pre-order groups: guests default 1 when null', null, 1],
    ['doc1 §5 Pre-order groups: guests default 1 when zero', 0, 1],
    ['doc1 §5 Pre-order groups: a given party size is used', 6, 6],
  ] as const)('%s', (_name, guests, expected) => {
    expect(guestsOrDefault(guests)).toBe(expected);
  });
});
