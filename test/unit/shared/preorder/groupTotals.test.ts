import { describe, expect, it } from 'vitest';
import { groupTotals } from '../../../../shared/preorder/groupTotals.ts';
import { group, T } from './fixtures.ts';

describe('groupTotals', () => {
  it.each([
    ['doc1 §5 Pre-order groups: empty group', [], { total: 0, distinct: 0 }],
    [
      'doc1 §5 Pre-order groups: sums quantities and counts chosen items',
      [2, 0, 3],
      { total: 5, distinct: 2 },
    ],
    [
      'doc1 §5 Pre-order groups: negative quantities are ignored',
      [-1, 1],
      { total: 1, distinct: 1 },
    ],
  ] as const)('%s', (_name, quantities, expected) => {
    expect(groupTotals(group(T.MultipleChoices, [...quantities]))).toEqual(expected);
  });
});
